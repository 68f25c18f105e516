// Turning errors into what the user reads: the generic lookup (profiles spec 8), server error lists (account spec 5),
// and what a failed call means to the person who made it (issue 22, 18): what happened in plain words, and whether
// trying again can help. Every error panel and note reads a failure here (`failureOf`; ui/FailurePanel.tsx,
// ui/FailureNote.tsx), so none shows a server message as the API words it ("id: No such coach or organisation"),
// and none offers Try again for an answer that would only come back the same (a 404, a 403, a 400 or a 409).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { showAlert } from './alerts-slice.ts';

export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const OFFLINE_ERROR = 'Could not reach Podium. Check your connection and try again.';
export const SERVER_ERROR = 'Podium is having trouble right now. Please try again in a moment.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function textAt(value: unknown, ...path: string[]): string | undefined {
  let current: unknown = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return typeof current === 'string' && current.length > 0 ? current : undefined;
}

/**
 * The message found in an error, in the order of profiles spec 8: data.msg, data.message,
 * response.data.msg, response.data.message, msg, message; otherwise 'An unexpected error occurred'.
 */
export function messageFrom(error: unknown): string {
  return (
    textAt(error, 'data', 'msg') ??
    textAt(error, 'data', 'message') ??
    textAt(error, 'response', 'data', 'msg') ??
    textAt(error, 'response', 'data', 'message') ??
    textAt(error, 'msg') ??
    textAt(error, 'message') ??
    UNEXPECTED_ERROR
  );
}

/** The msg of every entry of a { errors: [{ msg }] } body, wherever the error carries it. */
export function serverMessages(error: unknown): string[] {
  const body = isRecord(error) && 'data' in error ? error.data : error;
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((entry: unknown) => {
    const msg = textAt(entry, 'msg');
    return msg ? [msg] : [];
  });
}

function isNetworkFailure(error: unknown): boolean {
  return isRecord(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/** A 5xx, or a proxy page in place of JSON (RTK Query reports it as PARSING_ERROR with originalStatus). */
function isServerFailure(error: unknown): boolean {
  if (!isRecord(error)) return false;
  const status = typeof error.originalStatus === 'number' ? error.originalStatus : error.status;
  return typeof status === 'number' && status >= 500;
}

/** What to show for a failed call: each server msg, or the generic lookup, or `fallback` when given. */
export function messagesFor(error: unknown, fallback?: string): string[] {
  const messages = serverMessages(error);
  if (messages.length > 0) return messages;
  if (isNetworkFailure(error)) return [OFFLINE_ERROR];
  if (isServerFailure(error) && messageFrom(error) === UNEXPECTED_ERROR) return [SERVER_ERROR];
  const found = messageFrom(error);
  return [found === UNEXPECTED_ERROR && fallback ? fallback : found];
}

/** One danger alert per server message (account spec 5 and 8); returns the messages shown. */
export function showErrorAlerts(
  error: unknown,
  fallback?: string,
): ThunkAction<string[], unknown, unknown, UnknownAction> {
  return (dispatch) => {
    const messages = messagesFor(error, fallback);
    for (const msg of messages) dispatch(showAlert(msg, 'danger'));
    return messages;
  };
}

/** Whether a failed call was answered with this HTTP status. */
export function hasStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === status;
}

/** Whether a failed load was "not found" (404): said with why, never offered a retry. */
export function isNotFound(error: unknown): boolean {
  return hasStatus(error, 404);
}

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

// Said when the server sent no sentence of its own (it always does; a proxy might not).
export const SIGNED_OUT_TEXT = 'Your session has ended. Log in again to carry on.';
const NOT_FOUND_TEXT = 'It may have been removed, or the address is not quite right.';
const REFUSED_TEXT = 'Your account cannot do this here.';

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
  if (status === 429) return { kind: 'busy', canRetry: true, text: plainText(error, SERVER_ERROR) };
  if (status === 401) return { kind: 'signed-out', canRetry: false, text: SIGNED_OUT_TEXT };
  if (status === 404) return { kind: 'not-found', canRetry: false, text: plainText(error, NOT_FOUND_TEXT) };
  if (status === 403) return { kind: 'forbidden', canRetry: false, text: plainText(error, REFUSED_TEXT) };
  return { kind: 'refused', canRetry: false, text: plainText(error, REFUSED_TEXT) };
}
