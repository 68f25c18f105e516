// What held a process's thread: each garbage collection of 20 ms or more, and each time a 20 ms timer fired 50 ms or
// more late (the event loop blocked, or the process waited for a core). The fan-out benchmark reads them from its
// servers (GET /bench/stalls) and from its own process (whose sockets time the notifications' arrival), to say
// whether a slow second was a stalled process.
import { constants, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';

export interface Stall {
  /** When it began, ms since the epoch. */
  at: number;
  ms: number;
  kind: string;
}

const gcKinds: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor GC',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major GC',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental GC',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks GC',
};

export function recordStalls() {
  const stalls: Stall[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration < 20) continue;
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      const kind = detail?.kind ?? 0;
      stalls.push({
        at: performance.timeOrigin + entry.startTime,
        ms: entry.duration,
        kind: gcKinds[kind] ?? 'GC',
      });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const every = 20;
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    const late = now - last - every;
    if (late >= 50) stalls.push({ at: last + every, ms: late, kind: 'timer late' });
    last = now;
  }, every);
  timer.unref();
  return {
    /** Records a wait of the caller's (a request, a connection from the pool). */
    note(kind: string, at: number, ms: number) {
      stalls.push({ at, ms, kind });
    },
    /** The stalls that began in [from, to]. */
    between: (from: number, to: number) => stalls.filter((stall) => stall.at >= from && stall.at <= to),
    stop() {
      observer.disconnect();
      clearInterval(timer);
    },
  };
}

/** By kind: "major GC 3x, 84 ms at most, 0.8 to 2.5 s" (seconds into the window), or "none". */
export function describeStalls(stalls: readonly Stall[], windowStart: number): string {
  if (stalls.length === 0) return 'none';
  const byKind = new Map<string, Stall[]>();
  for (const stall of stalls) byKind.set(stall.kind, [...(byKind.get(stall.kind) ?? []), stall]);
  const second = (at: number) => ((at - windowStart) / 1000).toFixed(1);
  return [...byKind]
    .map(([kind, list]) => {
      const most = Math.round(Math.max(...list.map((stall) => stall.ms)));
      const first = second(Math.min(...list.map((stall) => stall.at)));
      const last = second(Math.max(...list.map((stall) => stall.at)));
      return `${kind} ${list.length}x, ${most} ms at most, ${first} to ${last} s`;
    })
    .join(', ');
}
