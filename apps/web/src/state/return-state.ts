// Where a signed-out visitor was going: the private-route guard sets it, the login screen reads it.

/** What the login screen reads to send the user back where they were going. */
export interface ReturnState {
  from: string;
}

export function isReturnState(value: unknown): value is ReturnState {
  return typeof value === 'object' && value !== null && 'from' in value && typeof value.from === 'string';
}
