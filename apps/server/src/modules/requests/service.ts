// The one helper every request goes through (issue 22, item 7; design choices: request limits): follow, connect,
// endorsement, collaborator and association requests, pitches and contact details. In the transaction that sends
// the request, under a lock on the sender, core's judgeRequest decides; a refusal is a 429 saying when, and a
// request that goes is recorded, so withdrawing it does not let the sender ask the same person again at once.
import { askAgainFrom, judgeRequest, REQUEST_RULES, type RequestKind, requestsLeftToday } from '@podium/core';
import type { ProfileRef } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import { tooMany } from '../../http/errors.ts';
import { askedTooRecently, overDailyCap } from './policy.ts';
import * as store from './store.ts';

export interface RequestToSend {
  kind: RequestKind;
  /** The sending account: a day's requests are counted per account, whichever of its profiles it acts as. */
  senderUserId: string;
  target: ProfileRef;
  /** The target's name, for the refusal. */
  targetName: string;
}

/** Refuses the request (429) when the rules say wait, else records it: call it in the transaction that sends it. */
export async function admitRequest(tx: Queryable, request: RequestToSend): Promise<void> {
  const { kind, senderUserId, target } = request;
  await store.lockSender(tx, senderUserId);
  const now = new Date();
  // Recorded as it is judged (one round trip): a refusal throws, and the transaction takes the record back.
  const history = await store.recordAndReadHistory(tx, senderUserId, kind, target, now);
  const verdict = judgeRequest(kind, history, now);
  if (!verdict.allowed) {
    throw tooMany(
      verdict.reason === 'again'
        ? askedTooRecently(kind, request.targetName, verdict.from)
        : overDailyCap(kind, verdict.from),
    );
  }
}

/** What the rules allow now, for a form to say before sending: when this target may be asked, and what is left. */
export async function requestAllowance(
  db: Queryable,
  senderUserId: string,
  kind: RequestKind,
  target: ProfileRef,
): Promise<{ nextAt: Date | null; leftToday: number }> {
  const now = new Date();
  const last = await store.lastSentTo(db, senderUserId, kind, target);
  const next = last && askAgainFrom(kind, last);
  const sent = await store.sentInLastDay(db, senderUserId, kind, now);
  return { nextAt: next && next > now ? next : null, leftToday: requestsLeftToday(kind, sent, now) };
}

/** The longest any rule looks back: a day for the caps, a kind's wait for the same person. */
const LOOK_BACK_DAYS = Math.max(1, ...Object.values(REQUEST_RULES).map((rule) => rule.againAfterDays));

/** Forgets requests older than any rule looks back (the sweep, app.ts). */
export const sweepSentRequests = (db: Queryable): Promise<void> => store.deleteOlderThan(db, LOOK_BACK_DAYS);
