// Device storage for tests that need its asynchrony in their hands (as Capacitor Preferences will be): a Map behind
// the KeyValueStore interface, each call applied only when its delay has passed or the test lets it through.
import type { KeyValueStore } from '../platform/index.ts';

export interface MemoryStorage extends KeyValueStore {
  readonly values: Map<string, string>;
  /** Lets every held read through. */
  release(): void;
}

interface Options {
  /** Reads wait for release(). */
  holdReads?: boolean;
  /** How long each kind of call takes, in ms; a call is applied when it ends, as a native bridge's would be. */
  delayMs?: Partial<Record<'get' | 'set' | 'remove', number>>;
}

export function memoryStorage(entries: Record<string, string> = {}, options: Options = {}): MemoryStorage {
  const values = new Map(Object.entries(entries));
  const held: (() => void)[] = [];
  let isReleased = !options.holdReads;
  const after = (kind: 'get' | 'set' | 'remove') =>
    new Promise<void>((resolve) => setTimeout(resolve, options.delayMs?.[kind] ?? 0));
  return {
    values,
    release() {
      isReleased = true;
      for (const resume of held.splice(0)) resume();
    },
    async get(key) {
      if (!isReleased) await new Promise<void>((resume) => held.push(resume));
      await after('get');
      return values.get(key) ?? null;
    },
    async set(key, value) {
      await after('set');
      values.set(key, value);
    },
    async remove(key) {
      await after('remove');
      values.delete(key);
    },
  };
}
