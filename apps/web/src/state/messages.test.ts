// The generic message lookup (profiles spec 8) and server error lists as danger alerts (account spec 5).
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../test/render.tsx';
import {
  messageFrom,
  messagesFor,
  OFFLINE_ERROR,
  SERVER_ERROR,
  showErrorAlerts,
  UNEXPECTED_ERROR,
} from './messages.ts';
import { createAppStore } from './store.ts';

describe('messageFrom', () => {
  it('tries data.msg, data.message, response.data.msg, response.data.message, msg, message in that order', () => {
    const all = {
      data: { msg: 'a', message: 'b' },
      response: { data: { msg: 'c', message: 'd' } },
      msg: 'e',
      message: 'f',
    };
    expect(messageFrom(all)).toBe('a');
    expect(messageFrom({ ...all, data: { message: 'b' } })).toBe('b');
    expect(messageFrom({ ...all, data: {} })).toBe('c');
    expect(messageFrom({ response: { data: { message: 'd' } }, msg: 'e', message: 'f' })).toBe('d');
    expect(messageFrom({ msg: 'e', message: 'f' })).toBe('e');
    expect(messageFrom(new Error('f'))).toBe('f');
  });

  it("falls back to 'An unexpected error occurred'", () => {
    expect(messageFrom(undefined)).toBe(UNEXPECTED_ERROR);
    expect(messageFrom('boom')).toBe(UNEXPECTED_ERROR);
    expect(messageFrom({ data: { msg: '' } })).toBe(UNEXPECTED_ERROR);
    expect(messageFrom({ status: 400, data: { errors: [{ msg: 'x' }] } })).toBe(UNEXPECTED_ERROR);
  });
});

describe('messagesFor', () => {
  it('gives every msg of a { errors: [{ msg }] } body', () => {
    const error = {
      status: 400,
      data: { errors: [{ msg: 'Email is required' }, { msg: 'Password is too short' }] },
    };
    expect(messagesFor(error)).toEqual(['Email is required', 'Password is too short']);
  });

  it('uses the fallback when the error says nothing', () => {
    expect(messagesFor({ status: 400, data: {} }, 'Invalid credentials')).toEqual(['Invalid credentials']);
  });

  it('explains a network failure and a server failure in plain words', () => {
    expect(messagesFor({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual([
      OFFLINE_ERROR,
    ]);
    expect(messagesFor({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toEqual(
      [SERVER_ERROR],
    );
  });
});

describe('showErrorAlerts', () => {
  it('shows one danger alert per server message', () => {
    const store = createAppStore(testPlatform());
    store.dispatch(
      showErrorAlerts({ status: 409, data: { errors: [{ msg: 'User already exists' }, { msg: 'Second' }] } }),
    );
    expect(store.getState().alerts.map(({ msg, alertType }) => ({ msg, alertType }))).toEqual([
      { msg: 'User already exists', alertType: 'danger' },
      { msg: 'Second', alertType: 'danger' },
    ]);
  });
});
