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
if [ "${#need[@]}" -eq 0 ]; then
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
