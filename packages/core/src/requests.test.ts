// The one rule of every request kind: the same person waits, a day holds only so many; a refusal says when, and
// at that moment the same history is allowed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASK_AGAIN_AFTER_DAYS, REQUEST_RULES, type RequestKind } from './constants.ts';
import { judgeRequest, requestsLeftToday } from './requests.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const kinds = Object.keys(REQUEST_RULES) as RequestKind[];

describe('judgeRequest', () => {
  it('lets a first request go', () => {
    expect(judgeRequest('follow', { lastToTarget: undefined, sentInLastDay: [] }, now)).toEqual({
      allowed: true,
    });
  });

  it('makes the same person wait a day after the last request, withdrawn or not', () => {
    expect(ASK_AGAIN_AFTER_DAYS).toBe(1);
    const last = ago(HOUR);
    expect(judgeRequest('follow', { lastToTarget: last, sentInLastDay: [last] }, now)).toEqual({
      allowed: false,
      reason: 'again',
      from: new Date(last.getTime() + DAY),
    });
    expect(judgeRequest('follow', { lastToTarget: ago(DAY), sentInLastDay: [] }, now)).toEqual({
      allowed: true,
    });
  });

  it('keeps 30 days between pitches to the same receiver', () => {
    const verdict = judgeRequest('pitch', { lastToTarget: ago(29 * DAY), sentInLastDay: [] }, now);
    expect(verdict).toEqual({ allowed: false, reason: 'again', from: new Date(now.getTime() + DAY) });
  });

  it('caps a kind per day, freeing a place when the oldest of the day is a day old', () => {
    const sent = Array.from({ length: REQUEST_RULES.connect.perDay }, (_, n) => ago((n + 1) * 60_000));
    const oldest = ago(REQUEST_RULES.connect.perDay * 60_000);
    expect(judgeRequest('connect', { lastToTarget: undefined, sentInLastDay: sent }, now)).toEqual({
      allowed: false,
      reason: 'cap',
      from: new Date(oldest.getTime() + DAY),
    });
    expect(requestsLeftToday('connect', sent, now)).toBe(0);
    expect(requestsLeftToday('connect', sent.slice(1), now)).toBe(1);
  });
});

describe('judgeRequest, for any history', () => {
  const history = fc.record({
    kind: fc.constantFrom(...kinds),
    last: fc.option(fc.integer({ min: 0, max: 40 * DAY }), { nil: undefined }),
    sent: fc.array(fc.integer({ min: 0, max: 2 * DAY }), { maxLength: 70 }),
  });

  it('allows exactly when the person was not asked too recently and the day has room', () => {
    fc.assert(
      fc.property(history, ({ kind, last, sent }) => {
        const rule = REQUEST_RULES[kind];
        const inDay = sent.filter((ms) => ms < DAY).length;
        const expected = (last === undefined || last >= rule.againAfterDays * DAY) && inDay < rule.perDay;
        const verdict = judgeRequest(
          kind,
          { lastToTarget: last === undefined ? undefined : ago(last), sentInLastDay: sent.map(ago) },
          now,
        );
        expect(verdict.allowed).toBe(expected);
      }),
    );
  });

  it('names a later moment when refused, and at that moment the same history is allowed', () => {
    fc.assert(
      fc.property(history, ({ kind, last, sent }) => {
        const past = {
          lastToTarget: last === undefined ? undefined : ago(last),
          sentInLastDay: sent.map(ago),
        };
        const verdict = judgeRequest(kind, past, now);
        if (verdict.allowed) return;
        expect(verdict.from.getTime()).toBeGreaterThan(now.getTime());
        expect(judgeRequest(kind, past, verdict.from)).toEqual({ allowed: true });
        expect(judgeRequest(kind, past, new Date(verdict.from.getTime() - 1)).allowed).toBe(false);
      }),
    );
  });
});
