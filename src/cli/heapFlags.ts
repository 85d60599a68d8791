// The V8 heap flag of every serving process (issue 19): the young generation's semi-space limit.
// V8 keeps the pages of the young generation resident once a burst has grown it (16 MB per semi-space
// by default on 64-bit, two semi-spaces plus the new large-object space); a smaller limit keeps RSS
// after load under the goal at a small cost in scavenges (README, "The service as deployed"). V8 reads
// the limit only when the heap is set up: `v8.setFlagsFromString` later changes nothing (measured:
// new_space stays at 32 MB), so the flag must be on the node command line of the process that serves.
// `serve` therefore forks its serving processes with it (src/cli/serveCluster.ts), and serves in its
// own process only when that process was launched with the wanted value.

/** V8's option name; it also accepts underscores. */
const SEMI_SPACE_OPTION = '--max-semi-space-size';

const OPTION_RE = /^--max[-_]semi[-_]space[-_]size(?:=(.*))?$/;

/** Splits NODE_OPTIONS as node does for plain words (quoted values are not needed for this option). */
function words(text: string | undefined): string[] {
  return text === undefined ? [] : text.split(/\s+/).filter(Boolean);
}

/** The last semi-space value (MB) in a list of node options, or null when none names one. */
function lastValue(args: readonly string[]): number | null {
  let found: number | null = null;
  for (let i = 0; i < args.length; i++) {
    const m = OPTION_RE.exec(args[i]!);
    if (!m) continue;
    const text = m[1] ?? args[i + 1];
    if (text !== undefined && /^\d+$/.test(text)) found = Number(text);
  }
  return found;
}

/**
 * The semi-space limit (MB) this node process was launched with: the command line wins over
 * NODE_OPTIONS, as in node; null when neither names one (V8's default applies).
 */
export function launchedSemiSpaceMb(execArgv: readonly string[], nodeOptions: string | undefined): number | null {
  return lastValue(execArgv) ?? lastValue(words(nodeOptions));
}

/** The node options of a serving process forked from this one: these, without any semi-space option, plus the limit. */
export function servingExecArgv(execArgv: readonly string[], semiSpaceMb: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const m = OPTION_RE.exec(execArgv[i]!);
    if (!m) {
      out.push(execArgv[i]!);
      continue;
    }
    if (m[1] === undefined) i += 1; // `--max-semi-space-size N`: skip the value too
  }
  out.push(`${SEMI_SPACE_OPTION}=${semiSpaceMb}`);
  return out;
}

/** The banner line a serving process prints about its own launch options. */
export function heapBannerLine(launched: number | null): string {
  return `  heap         young generation ${launched === null ? "V8's default" : `${launched} MB`} per semi-space (--semi-space-mb, SERVICE_SEMI_SPACE_MB)`;
}
