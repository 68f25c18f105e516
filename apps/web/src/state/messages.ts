// Turning errors into what the user reads: the generic lookup (profiles spec 8) and server error lists (account spec 5).
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
