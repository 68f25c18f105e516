// What collaborating tells people (STYLE 5): an invitation tells the coach; what a collaborator adds tells the
// athlete. The types are the spec's names (account spec, notification detail types), plus Collaborator Invite.
import type { EventBus } from '../../events/bus.ts';
import { notify } from '../notifications/service.ts';

export const COLLABORATOR_INVITE = 'Collaborator Invite';
export const COLLABORATOR_TEST_SUBMISSION = 'Collaborator Test Submission';
export const COLLABORATOR_VIDEO_SUBMISSION = 'Collaborator Video Submission';

export function registerCollaboratorHandlers(events: EventBus) {
  events.on('collaborator.invited', async (tx, { athlete, collaborator }) => {
    await notify(tx, {
      type: COLLABORATOR_INVITE,
      body: 'invited you to add results and videos to their profile',
      // data._id is the athlete profile: the one PUT /api/collaborators/accept/{id} names.
      data: { _id: athlete.profileId, senderType: 'athlete', userType: 'coach' },
      sender: athlete,
      receiver: collaborator,
    });
  });
  events.on('collaborator.tests_added', async (tx, { athlete, collaborator, tests }) => {
    await notify(tx, {
      type: COLLABORATOR_TEST_SUBMISSION,
      body:
        tests.length === 1
          ? 'added a result to your profile'
          : `added ${tests.length} results to your profile`,
      data: { _id: collaborator.profileId, senderType: 'coach', userType: 'athlete', tests },
      sender: collaborator,
      receiver: athlete,
    });
  });
  events.on('collaborator.video_added', async (tx, { athlete, collaborator, video }) => {
    await notify(tx, {
      type: COLLABORATOR_VIDEO_SUBMISSION,
      body: 'added a highlight video to your profile',
      data: { _id: collaborator.profileId, senderType: 'coach', userType: 'athlete', ...video },
      sender: collaborator,
      receiver: athlete,
    });
  });
}
