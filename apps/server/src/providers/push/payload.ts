// The push a notification becomes (issue 9): who it is from as the title, its text as the body, the sender's
// photo as the image, and what a tap needs (spec 2: a finished video opens with video-ready, else notifications).
import type { NotificationMessage } from '../../jobs/delivery.ts';
import type { PushPayload } from './push-result.ts';

/** A notification with no person behind it (a finished video) is from the product. */
export const DEFAULT_TITLE = 'Podium';

/** Web Push carries at most 4096 bytes encrypted (RFC 8291 §4): the text is cut well before that. */
const MAX_BODY_CHARS = 1000;
const MAX_URL_CHARS = 1000;

const isWebUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_URL_CHARS && /^https?:\/\//.test(value);

export function buildPushPayload(notification: NotificationMessage): PushPayload {
  const { sender, receiver, data } = notification;
  const body =
    notification.body.length > MAX_BODY_CHARS
      ? `${notification.body.slice(0, MAX_BODY_CHARS - 1)}…`
      : notification.body;
  const image = sender?.photo ?? data.image;
  return {
    title: sender?.name.slice(0, 100) || DEFAULT_TITLE,
    body,
    ...(isWebUrl(image) ? { image } : {}),
    data: {
      notificationId: notification._id,
      type: notification.type,
      profileId: receiver.profileId,
      profileType: receiver.profileType,
      ...(isWebUrl(data.videoUrl) ? { videoUrl: data.videoUrl } : {}),
    },
  };
}
