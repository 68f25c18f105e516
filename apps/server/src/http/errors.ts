// Errors are values with a status (STYLE 7), turned into { errors: [{ msg }] } in one place (app.ts).

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string[],
    /** Sent as Retry-After (error-handler.ts): when a refusal for being busy is worth trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(messages.join('; '));
  }
}

export const badRequest = (...msgs: string[]) => new HttpError(400, msgs);
export const unauthorized = (msg = 'Please sign in to continue') => new HttpError(401, [msg]);
export const forbidden = (msg = 'You are not allowed to do that') => new HttpError(403, [msg]);
export const notFound = (msg = 'Not found') => new HttpError(404, [msg]);
export const conflict = (msg: string) => new HttpError(409, [msg]);
export const tooMany = (msg = 'Too many attempts. Please wait and try again') => new HttpError(429, [msg]);

export function errorBody(messages: string[]) {
  return { errors: messages.map((msg) => ({ msg })) };
}
