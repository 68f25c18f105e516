// What collaborating emits (issue 23: declared here, not in a shared union); handlers.ts turns them into notifications.
import type { OwnedRef } from '../../events/types.ts';

declare module '../../events/types.ts' {
  interface DomainEvents {
    /** athlete invited collaborator (a coach) to add to their profile. */
    'collaborator.invited': { athlete: OwnedRef; collaborator: OwnedRef };
    /** collaborator added results to athlete's profile: each test's name, score and unit as typed. */
    'collaborator.tests_added': {
      athlete: OwnedRef;
      collaborator: OwnedRef;
      tests: { test: string; score: string; unitOfMeasurement: string }[];
    };
    /** collaborator added a highlight video to athlete's profile. */
    'collaborator.video_added': {
      athlete: OwnedRef;
      collaborator: OwnedRef;
      video: { vidUrl: string; title: string | null };
    };
  }
}
