// What collaborating tells people (STYLE 5): an invitation tells the coach; what a collaborator adds tells the
// athlete. Its kinds are core's (api/collaborators.ts): the spec's names, plus Collaborator Invite.
import {
  COLLABORATOR_NOTIFICATIONS,
  CollaboratorInviteNotificationSchema,
  CollaboratorTestsNotificationSchema,
  CollaboratorVideoNotificationSchema,
} from '@podium/core/api';
import type { EventBus } from '../../events/bus.ts';
import { registerNotificationKinds } from '../notifications/kinds.ts';
import { notify } from '../notifications/service.ts';

export function registerCollaboratorHandlers(events: EventBus) {
  registerNotificationKinds(COLLABORATOR_NOTIFICATIONS);
  events.on('collaborator.invited', async (tx, { athlete, collaborator }) => {
    await notify(tx, {
      kind: CollaboratorInviteNotificationSchema,
      body: 'invited you to add results and videos to their profile',
      // data._id is the athlete profile: the one PUT /api/collaborators/accept/{id} names.
      data: { _id: athlete.profileId, senderType: 'athlete', userType: 'coach' },
      sender: athlete,
      receiver: collaborator,
    });
  });
  events.on('collaborator.tests_added', async (tx, { athlete, collaborator, tests }) => {
    await notify(tx, {
      kind: CollaboratorTestsNotificationSchema,
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
      kind: CollaboratorVideoNotificationSchema,
      body: 'added a highlight video to your profile',
      data: { _id: collaborator.profileId, senderType: 'coach', userType: 'athlete', ...video },
      sender: collaborator,
      receiver: athlete,
    });
  });
}
