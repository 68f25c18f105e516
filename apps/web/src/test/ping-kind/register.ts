// A kind of notification that exists only in tests (issue 23), declared and registered from this folder alone, as a
// feature registers its own: its schema (core's notificationKind), title, buttons and detail view.
import { notificationKind } from '@podium/core/api/notifications';
import { lazy } from 'react';
import { z } from 'zod';
import { showAlert } from '../../state/alerts-slice.ts';
import { registerNotificationKind } from '../../state/notification-kinds.ts';

export const PingNotificationSchema = notificationKind(
  'Test Ping',
  z.object({ n: z.number().int(), note: z.string() }),
);

/** What each Pong pressed was for, in order. */
export const pongs: number[] = [];

registerNotificationKind(PingNotificationSchema, {
  title: 'Test ping',
  summary: 'Someone pinged you.',
  actions: [
    { label: 'View', run: (_notification, tools) => tools.open() },
    {
      label: 'Pong',
      isPrimary: true,
      run: ({ data }, { dispatch }) => {
        pongs.push(data.n);
        dispatch(showAlert(`Ponged ${data.n}`, 'success'));
      },
    },
  ],
  Detail: lazy(() => import('./PingDetail.tsx')),
  message: ({ data }) => `Ping number ${data.n}`,
});
