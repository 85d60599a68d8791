#!/usr/bin/env bash
# Makes sure the system packages some tests need are present, installing them from Debian's packages
# when missing: the PostgreSQL 15 server binaries (the PostgreSQL ledger's tests start a throwaway
# cluster on loopback) and Chromium (the /review page's browser tests, driven by playwright-core).
# Called by .ci/run before `npm test`; safe to run again (it installs nothing that is already there).
set -euo pipefail

need=()
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null 2>&1; then
  need+=(postgresql)
fi
if ! command -v chromium >/dev/null 2>&1; then
  need+=(chromium)
fi
# initdb refuses to run as root: the PostgreSQL tests (test/pgCluster.ts) then run the throwaway cluster
# as the `postgres` system user, which Debian's package creates; make sure it exists when we are root.
ensure_postgres_user() {
  if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
    echo "ensure-system-packages: creating the postgres system user (initdb refuses to run as root)" >&2
    useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  fi
}
if [ "${#need[@]}" -eq 0 ]; then
  ensure_postgres_user
  exit 0
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo_cmd=(sudo); else
    echo "ensure-system-packages: need root (or sudo) to install: ${need[*]}" >&2
    exit 1
  fi
fi
echo "ensure-system-packages: installing ${need[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}"
ensure_postgres_user
