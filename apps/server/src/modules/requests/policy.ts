// What a refused request says (design choices: request limits): what was asked, and when it may be asked again,
// in words for each kind of request. The rule itself is core's judgeRequest.
import { REQUEST_RULES, type RequestKind } from '@podium/core';

interface Wording {
  /** What the sender did: "asked to follow Ann Lee". */
  asked: (name: string) => string;
  /** What they may do again: "ask to follow them again". */
  again: string;
  /** Many of them: "follow requests". */
  many: string;
}

const WORDING: Record<RequestKind, Wording> = {
  follow: {
    asked: (name) => `asked to follow ${name}`,
    again: 'ask to follow them again',
    many: 'follow requests',
  },
  connect: { asked: (name) => `asked ${name} to connect`, again: 'ask them again', many: 'connect requests' },
  endorsement: {
    asked: (name) => `asked ${name} for an endorsement`,
    again: 'ask them again',
    many: 'endorsement requests',
  },
  collaborator: {
    asked: (name) => `invited ${name} to collaborate`,
    again: 'invite them again',
    many: 'collaborator invitations',
  },
  association: {
    asked: (name) => `asked ${name} to be associated`,
    again: 'ask them again',
    many: 'association requests',
  },
  pitch: { asked: (name) => `pitched ${name}`, again: 'pitch them again', many: 'pitches' },
  contact: {
    asked: (name) => `sent your contact details to ${name}`,
    again: 'send your contact details to them again',
    many: 'contact details',
  },
};

const MINUTE_MS = 60_000;

/** "2025-06-02 14:05 UTC", rounded up to the minute so the time named is never too early. */
export function formatWhen(at: Date): string {
  const minute = new Date(Math.ceil(at.getTime() / MINUTE_MS) * MINUTE_MS);
  return `${minute.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const periodOf = (days: number) => (days === 1 ? '24 hours' : `${days} days`);

/** The same person too soon: "You already asked to follow Ann Lee in the last 24 hours; you may … from …". */
export function askedTooRecently(kind: RequestKind, name: string, from: Date): string {
  const { asked, again } = WORDING[kind];
  const period = periodOf(REQUEST_RULES[kind].againAfterDays);
  return `You already ${asked(name)} in the last ${period}; you may ${again} from ${formatWhen(from)}`;
}

/** The day's cap: "You can send at most 50 follow requests a day; you may send more from …". */
export function overDailyCap(kind: RequestKind, from: Date): string {
  const { many } = WORDING[kind];
  return `You can send at most ${REQUEST_RULES[kind].perDay} ${many} a day; you may send more from ${formatWhen(from)}`;
}
