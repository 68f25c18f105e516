// What each notification the server writes makes stale on screen (issue 22, item 14): one decision per type,
// declared by the features beside their queries (state/notification-tags.ts), read here with all of them loaded.
import { NOTIFICATION_TYPES, type NotificationType } from '@podium/core/api/notification-kinds';
import { describe, expect, it, vi } from 'vitest';
import { invalidationsFor } from '../../state/notification-tags.ts';

// Every feature's calls, as a session that has been on every screen has them (each declares when it loads).
const apiModules = import.meta.glob('../**/*-api.ts');
await Promise.all(Object.values(apiModules).map((load) => load()));
const apiSources: Record<string, string> = import.meta.glob('../**/*-api.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * The decision for each type, from the receiver's side. A type the server starts writing fails to compile here
 * until someone decides what it makes stale.
 */
const STALE: Record<NotificationType, string[]> = {
  // The asked one sees nothing change until they answer; the asker's button and lists change when they do.
  follow_request: [],
  follow_accepted: ['Follow'],
  'Athlete Connect Request': ['Connection'],
  'Athlete Connect Accepted': ['Connection'],
  // Associations show on the coach's and the organisation's profiles, pending ones to their owners.
  'Added Associated': ['Coach', 'Organisation'],
  'Added Associated Coach': ['Coach', 'Organisation'],
  'Associated Coach Request': ['Organisation'],
  'Collaborator Invite': ['Collaborator'],
  'Collaborator Test Submission': ['OwnAthleteProfile', 'Ranking'],
  'Collaborator Video Submission': ['OwnAthleteProfile'],
  // A pitch is new to its receiver and never changes: nothing they have loaded shows it but the list.
  'Athlete CV': [],
  'Athlete Promo CV': [],
  'Contact Request': [],
  // The athlete's open pitch shows the reply.
  'Pitch Reply': ['Pitch'],
  'Endorsement Request': ['Endorsement'],
  'Endorsement Submitted': ['Endorsement'],
  'Caregiver Consent Given': ['Consent'],
  'Caregiver Consent Withdrawn': ['Consent', 'OwnAthleteProfile'],
  // An open group page shows a notice, a request to join and a new member (its admins) and a removal (the member
  // leaves it) as they arrive; an invitation waits on /groups.
  'Group Invite': ['MyGroups'],
  'Group Join Request': ['Group'],
  'Group Joined': ['Group'],
  'Group Notice': ['Group'],
  'Removed You': ['Group', 'MyGroups'],
  // An open group's Requests tab shows a new request or reminder, and a submission waiting for the athlete.
  'Group Request': ['GroupRequests'],
  'Group Pending Submission': ['GroupPending'],
  'Group Request Answered': ['Group', 'GroupRequests', 'GroupPending', 'Leaderboard'],
  // An organisation's events list counts sign-ups and an event's attendee list shows them; a ticket holder's events
  // show a cancelled one as cancelled.
  'Athlete Event Signup': ['EventAttendees', 'OrgEvents'],
  'Event Cancelled': ['MyEvents'],
  'Ticket Refunded': ['MyEvents'],
  // An open refunds list of the organisation's event shows where every refund stands now.
  'Event Refunds Done': ['EventRefunds'],
  'Event Refund Failed': ['EventRefunds'],
};

/** The tags the invalidations for `type` carry, each once, sorted. */
function staleTagsOf(type: string): string[] {
  const tags = invalidationsFor(type).flatMap((action) =>
    Array.isArray(action.payload) ? action.payload : [],
  );
  return [...new Set(tags.map(String))].sort();
}

describe('what a notification makes stale', () => {
  it.each([...NOTIFICATION_TYPES])('%s', (type) => {
    expect(staleTagsOf(type)).toEqual([...STALE[type]].sort());
  });

  it('gives one invalidation per feature that declared tags, carrying exactly those tags', () => {
    const actions = invalidationsFor('Collaborator Video Submission');
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ payload: ['OwnAthleteProfile'] });
    // Two features, in the order they loaded.
    const associated = invalidationsFor('Added Associated').map((action) => action.payload);
    expect(associated).toHaveLength(2);
    expect(associated).toEqual(expect.arrayContaining([['Coach'], ['Organisation']]));
  });

  /**
   * A session loads a feature's calls only with the screens that import them. So the declarations that refresh a
   * query's tags must load with the query's own module (My events' lived in the organisation's events module, which
   * the athlete's screens do not import: only the top bar's lazily loaded staff link happened to load it).
   */
  it.each(
    Object.keys(apiModules),
  )('%s alone declares what refreshes the tags its queries provide', async (path) => {
    const provided = new Set(
      [...(apiSources[path] ?? '').matchAll(/providesTags:([\s\S]*?)\n\s*\}\),/g)].flatMap((found) =>
        [...(found[1] ?? '').matchAll(/'([A-Z][A-Za-z]+)'/g)].map((tag) => tag[1] ?? ''),
      ),
    );
    // A module that provides tags but none read here means the reading above no longer fits how it is written.
    if (apiSources[path]?.includes('providesTags')) expect(provided.size).toBeGreaterThan(0);
    vi.resetModules();
    await apiModules[path]?.();
    const fresh = await import('../../state/notification-tags.ts');
    for (const type of NOTIFICATION_TYPES) {
      const wanted = STALE[type].filter((tag) => provided.has(tag));
      const declared = new Set(
        fresh
          .invalidationsFor(type)
          .flatMap((action) => (Array.isArray(action.payload) ? action.payload : [])),
      );
      expect(
        wanted.filter((tag) => !declared.has(tag)),
        `${type} with ${path} alone`,
      ).toEqual([]);
    }
  });

  it('makes nothing stale for a type nobody declared (one the server does not write yet)', () => {
    expect(invalidationsFor('follow_request')).toEqual([]);
    expect(staleTagsOf('match_found')).toEqual([]);
  });
});
