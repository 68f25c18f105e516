// The memory figure both benchmark servers answer at GET /bench/memory: after full collections (the process runs
// with --expose-gc), so what is counted is what the sockets hold, not garbage waiting.
export interface MemoryFigure {
  rss: number;
  heapUsed: number;
  /** Buffers outside the heap (ws frames, zlib): part of a socket's cost too. */
  external: number;
}

export function memoryNow(): MemoryFigure {
  // Twice: the first collection frees what finalisers of the second would keep.
  globalThis.gc?.();
  globalThis.gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}
