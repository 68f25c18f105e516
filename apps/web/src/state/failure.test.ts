// What a failed call tells the person (issue 22, 18): plain words without the API's field names, and Try again
// only for a failure that may pass.
import { describe, expect, it } from 'vitest';
import { failureOf, OFFLINE_ERROR, plainMessage, SERVER_ERROR } from './messages.ts';

const answered = (status: number, ...msgs: string[]) => ({
  status,
  data: { errors: msgs.map((msg) => ({ msg })) },
});

describe('plainMessage', () => {
  it('drops the field an API message names, and writes it as a sentence', () => {
    expect(plainMessage('id: No such coach or organisation')).toBe('No such coach or organisation.');
    expect(plainMessage('formData.message: Must be at most 1000 characters')).toBe(
      'Must be at most 1000 characters.',
    );
    expect(plainMessage('body.0: must be a test key')).toBe('Must be a test key.');
    expect(plainMessage('Create your athlete profile first: a pitch sends your profile')).toBe(
      'Create your athlete profile first: a pitch sends your profile.',
    );
    expect(plainMessage('Too many attempts. Try again in 15 minutes.')).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });
});

describe('failureOf', () => {
  it('offers Try again for no network, a time-out and the server’s own trouble', () => {
    for (const error of [
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      { status: 'TIMEOUT_ERROR', error: 'AbortError' },
      { status: 408, data: null },
    ]) {
      expect(failureOf(error)).toEqual({ kind: 'offline', canRetry: true, text: OFFLINE_ERROR });
    }
    for (const error of [
      answered(500, 'Something went wrong on our side. Please try again.'),
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad Gateway</html>', error: '' },
      { status: 'CUSTOM_ERROR', error: 'Unexpected answer', data: { msg: 'unreadable' } },
      undefined,
    ]) {
      expect(failureOf(error)).toEqual({ kind: 'server', canRetry: true, text: SERVER_ERROR });
    }
  });

  it('says why a refusal came, in plain words, and never offers to repeat it', () => {
    expect(failureOf(answered(404, 'id: No such coach or organisation'))).toEqual({
      kind: 'not-found',
      canRetry: false,
      text: 'No such coach or organisation.',
    });
    expect(failureOf(answered(403, 'Only athletes pitch to coaches and organisations'))).toMatchObject({
      kind: 'forbidden',
      canRetry: false,
    });
    expect(failureOf(answered(409, 'id: Create your athlete profile first'))).toMatchObject({
      kind: 'refused',
      canRetry: false,
      text: 'Create your athlete profile first.',
    });
    expect(failureOf(answered(400, 'minAge: Too small', 'maxAge: Too big')).text).toBe('Too small. Too big.');
    // A proxy's 404 page is a 404 too.
    expect(failureOf({ status: 'PARSING_ERROR', originalStatus: 404, data: '<html/>', error: '' }).kind).toBe(
      'not-found',
    );
  });

  it('says something true when a refusal carries no message', () => {
    expect(failureOf({ status: 404, data: null }).text).toMatch(/removed|not quite right/);
    expect(failureOf({ status: 403, data: null }).text).toMatch(/cannot do this/);
    expect(failureOf({ status: 401, data: null })).toMatchObject({ kind: 'signed-out', canRetry: false });
  });

  it('lets a rate limit be tried again, saying how long to wait', () => {
    expect(failureOf(answered(429, 'Too many requests. Try again in 2 minutes'))).toEqual({
      kind: 'busy',
      canRetry: true,
      text: 'Too many requests. Try again in 2 minutes.',
    });
  });
});
