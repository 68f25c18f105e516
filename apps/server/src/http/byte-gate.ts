// Admits requests whose bodies are costly to hold by their size (issue 22, item 4): while the bodies admitted add up
// to more than a budget, the next waits in line, its body unread in the connection; a line too long or a wait too
// long is refused. Per process: it bounds what this process holds at once, whatever the clients do.
import { HttpError, tooMany } from './errors.ts';

export interface ByteGateSettings {
  /** What the admitted bodies may add up to; one body larger than this is admitted when nothing else is. */
  bytesAtOnce: number;
  /** Requests waiting in line at most; past it, refused at once. */
  maxWaiting: number;
  /** How long one waits at most before it is refused. */
  waitMs: number;
  /** Requests one account may have admitted or waiting at once; past it, refused at once (429). */
  perAccount: number;
  /** What a refused request is told to wait, in whole seconds, from the gate's state; BUSY_RETRY_SECONDS without. */
  retryAfterSeconds?: (state: { admitted: number; waiting: number }) => number;
}

/** What a refused request is told to wait, in seconds (Retry-After), when the gate cannot say better. */
export const BUSY_RETRY_SECONDS = 5;

export class GateBusyError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, [message], retryAfterSeconds);
  }
}

interface Waiter {
  bytes: number;
  admit: () => void;
}

export interface ByteGate {
  /**
   * Waits for room for `bytes` of `owner`'s; answers the release, to call once when the request is done. An aborted
   * signal (the client went away) leaves the line.
   */
  enter(owner: string, bytes: number, signal?: AbortSignal): Promise<() => void>;
  /** Bytes admitted now, and requests waiting (tests and benchmarks read them). */
  readonly held: number;
  readonly waiting: number;
}

export function createByteGate(settings: ByteGateSettings, what: string): ByteGate {
  let held = 0;
  let admitted = 0;
  const line: Waiter[] = [];
  const perOwner = new Map<string, number>();

  const fits = (bytes: number) => admitted === 0 || held + bytes <= settings.bytesAtOnce;
  const take = (bytes: number) => {
    held += bytes;
    admitted += 1;
  };
  // Admits from the head of the line while the next one fits: first come, first served.
  const admitWaiting = () => {
    for (let next = line[0]; next && fits(next.bytes); next = line[0]) {
      line.shift();
      take(next.bytes);
      next.admit();
    }
  };
  const leave = (owner: string) => {
    const count = (perOwner.get(owner) ?? 1) - 1;
    if (count > 0) perOwner.set(owner, count);
    else perOwner.delete(owner);
  };

  const busy = () => {
    const seconds = settings.retryAfterSeconds?.({ admitted, waiting: line.length }) ?? BUSY_RETRY_SECONDS;
    return new GateBusyError(
      `The server is busy with other ${what}. Please try again in ${seconds} seconds.`,
      seconds,
    );
  };

  const waitInLine = (bytes: number, signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      const leaveLine = (error: Error) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        line.splice(line.indexOf(waiter), 1);
        reject(error);
      };
      const onAbort = () => leaveLine(new Error('The request ended while it waited'));
      const timer = setTimeout(() => leaveLine(busy()), settings.waitMs);
      timer.unref();
      const waiter: Waiter = {
        bytes,
        admit: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      line.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  return {
    get held() {
      return held;
    },
    get waiting() {
      return line.length;
    },
    async enter(owner, bytes, signal) {
      const mine = perOwner.get(owner) ?? 0;
      if (mine >= settings.perAccount) {
        throw tooMany(`Wait for your other ${what} to finish sending, then try again`);
      }
      const isNext = line.length === 0 && fits(bytes);
      if (!isNext && line.length >= settings.maxWaiting) throw busy();
      perOwner.set(owner, mine + 1);
      if (isNext) take(bytes);
      else {
        try {
          await waitInLine(bytes, signal);
        } catch (error) {
          leave(owner);
          throw error;
        }
      }
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        held -= bytes;
        admitted -= 1;
        leave(owner);
        admitWaiting();
      };
    },
  };
}
