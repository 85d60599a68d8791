// Event-loop responsiveness while heavy work runs: polls /livez one request at a time and keeps each
// latency, so a stalled loop shows as one long sample rather than as missing ones.
export interface LivezProbe {
  stop(): Promise<number[]>;
}

export function probeLivez(url: string, gapMs = 20): LivezProbe {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      try {
        await (await fetch(`${url}/livez`)).text();
      } catch {
        // a refused connection counts as its time
      }
      samples.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, gapMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}
