// The one rule of every request (design choices: request limits; numbers in constants.ts REQUEST_RULES): asking
// the same person again waits a while after the last time, and a day holds only so many requests of a kind.
import { REQUEST_RULES, type RequestKind } from './constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a sender did before: the last request of this kind to this person, and every one of it in the last day. */
export interface RequestHistory {
  lastToTarget: Date | undefined;
  sentInLastDay: readonly Date[];
}

export type RequestVerdict =
  | { allowed: true }
  /** `again`: the same person too soon; `cap`: too many today. `from` is when it is allowed. */
  | { allowed: false; reason: 'again' | 'cap'; from: Date };

/** When the same person may be asked again after a request at `last`. */
export const askAgainFrom = (kind: RequestKind, last: Date): Date =>
  new Date(last.getTime() + REQUEST_RULES[kind].againAfterDays * DAY_MS);

/** When a day's cap leaves room again: as soon as enough of the last day's requests are older than a day. */
function capFrom(kind: RequestKind, sent: readonly Date[], now: Date): Date | undefined {
  const inWindow = sent
    .map((at) => at.getTime())
    .filter((at) => at > now.getTime() - DAY_MS)
    .sort((a, b) => a - b);
  const over = inWindow.length - REQUEST_RULES[kind].perDay;
  const freeing = inWindow[over];
  return over >= 0 && freeing !== undefined ? new Date(freeing + DAY_MS) : undefined;
}

/** How many of a kind are left in the last day's window. */
export function requestsLeftToday(kind: RequestKind, sent: readonly Date[], now: Date): number {
  const inWindow = sent.filter((at) => at.getTime() > now.getTime() - DAY_MS).length;
  return Math.max(0, REQUEST_RULES[kind].perDay - inWindow);
}

/** Whether a request of `kind` may go now; refused, the later of the two waits, so `from` is when it may. */
export function judgeRequest(kind: RequestKind, history: RequestHistory, now: Date): RequestVerdict {
  const again = history.lastToTarget && askAgainFrom(kind, history.lastToTarget);
  const waits: { reason: 'again' | 'cap'; from: Date }[] = [];
  if (again && again > now) waits.push({ reason: 'again', from: again });
  const cap = capFrom(kind, history.sentInLastDay, now);
  if (cap) waits.push({ reason: 'cap', from: cap });
  const latest = waits.reduce<(typeof waits)[number] | undefined>(
    (found, wait) => (found && found.from >= wait.from ? found : wait),
    undefined,
  );
  return latest ? { allowed: false, ...latest } : { allowed: true };
}
