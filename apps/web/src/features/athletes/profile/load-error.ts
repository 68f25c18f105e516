// Reading a failed profile load: was it "not found", and what to tell the person.
import { messagesFor } from '../../../state/messages.ts';

export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

export function loadErrorText(error: unknown): string {
  return messagesFor(error)[0] ?? 'Please try again.';
}
