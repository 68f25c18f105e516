// What associating tells people (STYLE 5): the spec's Added Associated, Added Associated Coach and Associated
// Coach Request notifications, written in the transaction of the change. Its kinds are core's (api/coaches.ts).
import {
  AddedAssociatedCoachNotificationSchema,
  AddedAssociatedNotificationSchema,
  ASSOCIATION_NOTIFICATIONS,
  AssociatedCoachRequestNotificationSchema,
} from '@podium/core/api';
import type { EventBus } from '../../events/bus.ts';
import { registerNotificationKinds } from '../notifications/kinds.ts';
import { notify } from '../notifications/service.ts';

export function registerAssociationHandlers(events: EventBus) {
  registerNotificationKinds(ASSOCIATION_NOTIFICATIONS);
  events.on('associated.added', async (tx, { associationId, owner, member }) => {
    const isCoach = member.profileType === 'coach';
    await notify(tx, {
      kind: isCoach ? AddedAssociatedCoachNotificationSchema : AddedAssociatedNotificationSchema,
      body: isCoach ? 'added you as an associated coach' : 'added you as an associated athlete',
      // data._id names the association: the detail view's Confirm calls confirm with it.
      data: { _id: associationId, senderType: owner.profileType, userType: member.profileType },
      sender: owner,
      receiver: member,
    });
  });
  events.on('associated.requested', async (tx, { associationId, owner, member }) => {
    await notify(tx, {
      kind: AssociatedCoachRequestNotificationSchema,
      body: 'asked to be associated with your organisation',
      data: { _id: associationId, senderType: member.profileType, userType: owner.profileType },
      sender: member,
      receiver: owner,
    });
  });
}
