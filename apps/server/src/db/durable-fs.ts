// PGlite on disk, made durable: by default PGlite starts PostgreSQL with fsync off (-F) and its Node filesystem has
// no fsync at all, so a committed write can sit in the OS page cache and a power cut can lose it (or tear the WAL).
// Here PostgreSQL runs with fsync on, writes its WAL with fsync() (the WASM fdatasync is a no-op), and every fsync
// PostgreSQL asks for reaches the disk through fs.fsyncSync.
import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type InitOptions = Parameters<NodeFS['init']>[1];
type Mod = Parameters<InitOptions['preRun'] extends Array<infer F> | undefined ? F : never>[0];

/** PGlite's start parameters with fsync on and the one WAL sync method its WASM build really performs. */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

function hasNodeFd(stream: unknown): stream is { nfd: number } {
  return typeof stream === 'object' && stream !== null && 'nfd' in stream && typeof stream.nfd === 'number';
}

/** NodeFS whose files honour fsync; `syncs` counts the ones that reached the disk. */
export class DurableNodeFS extends NodeFS {
  syncs = 0;

  override async init(pg: PGlite, options: InitOptions) {
    const result = await super.init(pg, options);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [...preRun, (mod: Mod) => this.addFsync(mod)];
    return result;
  }

  private addFsync(mod: Mod) {
    const streamOps: unknown = Reflect.get(mod.NODEFS, 'stream_ops');
    if (typeof streamOps !== 'object' || streamOps === null) {
      throw new Error('PGlite NODEFS has no stream_ops: cannot make the database durable');
    }
    // Every NODEFS file shares this object, so one property gives them all an fsync (Emscripten's fd_sync calls it).
    Reflect.set(streamOps, 'fsync', (stream: unknown) => {
      if (!hasNodeFd(stream)) return 0;
      fsyncSync(stream.nfd);
      this.syncs += 1;
      return 0;
    });
  }
}
