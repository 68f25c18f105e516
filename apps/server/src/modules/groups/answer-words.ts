// What a member did with a request or a submission, in the words an admin's notification and a caregiver's copy use.
import type { AnswerOutcome, RequestKind } from '@podium/core/api';

const ASKED: Record<RequestKind, string> = { test: 'a test result', video: 'a video', file: 'a file' };
const SENT: Record<RequestKind, string> = { test: 'results', video: 'a video', file: 'a file' };

/** The notification's body before "in the {group} group"; its sender's name comes before it. */
export function answerWords(outcome: AnswerOutcome, kind: RequestKind): string {
  if (outcome === 'answered') return `answered a request for ${ASKED[kind]}`;
  if (outcome === 'withdrawn') return `withdrew ${SENT[kind]} sent for a member`;
  return `${outcome} ${SENT[kind]} sent for them`;
}

/** The caregiver's copy: what happened, without who did it (design choices, "Groups: who is told of a join"). */
export function answerCopy(outcome: AnswerOutcome, kind: RequestKind, groupName: string): string {
  const who = outcome === 'withdrawn' ? 'Someone' : 'A member';
  return `${who} ${answerWords(outcome, kind)} in the group ${groupName}.`;
}
