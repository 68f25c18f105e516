// What a failed call means to the person who made it (issue 22, 18): what happened in plain words, and whether
// trying again can help. Every error panel and note reads a failure here (ui/FailurePanel.tsx, ui/FailureNote.tsx),
// so none shows a server message as the API words it ("id: No such coach or organisation"), and none offers Try
// again for an answer that would only come back the same (a 404, a 403, a 400 or a 409).
import { OFFLINE_ERROR, SERVER_ERROR, serverMessages } from './messages.ts';

export type FailureKind =
  | 'offline'
  | 'server'
  | 'busy'
  | 'signed-out'
  | 'not-found'
  | 'forbidden'
  | 'refused';

export interface Failure {
  kind: FailureKind;
  /** True for the failures that may pass (no network, the server's own trouble, too many requests for now). */
  canRetry: boolean;
  /** What happened, in sentences a person reads: the server's own, without the field the API names. */
  text: string;
}

export const SIGNED_OUT_TEXT = 'Your session has ended. Log in again to carry on.';
const BUSY_TEXT = 'Podium is busy with your requests. Wait a moment, then try again.';
const NOT_FOUND_TEXT = 'It may have been removed, or the address is not quite right.';
const FORBIDDEN_TEXT = 'Your account cannot open this.';
const REFUSED_TEXT = 'Podium could not do this as asked.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The HTTP status of a failed call (a proxy's page read as PARSING_ERROR keeps it), or what failed instead. */
function statusOf(error: unknown): number | string | undefined {
  if (!isRecord(error)) return undefined;
  if (typeof error.originalStatus === 'number') return error.originalStatus;
  return typeof error.status === 'number' || typeof error.status === 'string' ? error.status : undefined;
}

// "id: ", "formData.message: ", "body.0: ": the field an API message starts with, for the developer who sent it.
const FIELD_PREFIX = /^[A-Za-z_$][\w$]*(?:\.[\w$]+)*:\s+/;

/** A server message as a sentence: without the field it names, starting with a capital, ending with a stop. */
export function plainMessage(msg: string): string {
  const text = msg.trim().replace(FIELD_PREFIX, '').trim();
  if (text === '') return '';
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The server's sentences, each plain; `fallback` when it sent none. */
function plainText(error: unknown, fallback: string): string {
  const sentences = serverMessages(error).map(plainMessage).filter(Boolean);
  return sentences.length > 0 ? sentences.join(' ') : fallback;
}

/** What a failed call means: its kind, whether trying again can help, and what to tell the person. */
export function failureOf(error: unknown): Failure {
  const status = statusOf(error);
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 408) {
    return { kind: 'offline', canRetry: true, text: OFFLINE_ERROR };
  }
  // No status (an answer off its schema, a failure we cannot read) is the server's trouble as much as a 5xx.
  if (typeof status !== 'number' || status >= 500 || status < 400) {
    return { kind: 'server', canRetry: true, text: SERVER_ERROR };
  }
  if (status === 429) return { kind: 'busy', canRetry: true, text: plainText(error, BUSY_TEXT) };
  if (status === 401) return { kind: 'signed-out', canRetry: false, text: SIGNED_OUT_TEXT };
  if (status === 404) return { kind: 'not-found', canRetry: false, text: plainText(error, NOT_FOUND_TEXT) };
  if (status === 403) return { kind: 'forbidden', canRetry: false, text: plainText(error, FORBIDDEN_TEXT) };
  return { kind: 'refused', canRetry: false, text: plainText(error, REFUSED_TEXT) };
}
