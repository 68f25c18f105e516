// How Athlete Connect's notifications show (issue 23): a request offers Deny and Accept, which answer it
// (PUT /api/connections/handle) and so remove it; its acceptance tells the requester.
import {
  ConnectAcceptedNotificationSchema,
  ConnectRequestNotificationSchema,
} from '@podium/core/api/connections';
import { type ActionTools, registerNotificationKind } from '../../state/notification-kinds.ts';
import { connectionsApi } from './connections-api.ts';

const answer =
  (isAccepted: boolean) =>
  ({ _id }: { _id: string }, { dispatch }: ActionTools) =>
    dispatch(
      connectionsApi.endpoints.handleConnectRequest.initiate({ notification_id: _id, isAccepted }),
    ).unwrap();

registerNotificationKind(ConnectRequestNotificationSchema, {
  title: 'Connect request',
  summary: 'An athlete asked to connect with you.',
  actions: [
    { label: 'Deny', run: answer(false) },
    { label: 'Accept', isPrimary: true, run: answer(true) },
  ],
});

// Ours (issue 10): the answer to an Athlete Connect Request the receiver sent.
registerNotificationKind(ConnectAcceptedNotificationSchema, {
  title: 'Connect request accepted',
  summary: 'An athlete accepted your connect request.',
});
