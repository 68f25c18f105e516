// What a push carries and what became of sending it, the same for Web Push and FCM.

/** The payload a service worker or the native app reads (spec 3): title, body, image, data.videoUrl. */
export interface PushPayload {
  title: string;
  body: string;
  image?: string;
  data: {
    notificationId: string;
    type: string;
    profileId: string;
    profileType: string;
    videoUrl?: string;
  };
}

/**
 * accepted: the push service took it (2xx); gone: the token is dead (404, 410, FCM UNREGISTERED), remove it;
 * retry: try again later (429, 5xx, no answer); refused: not sendable to this token now, and trying again will
 * not help (a non-public address, a 400), left in place and logged.
 */
export type PushResult =
  | { kind: 'accepted' }
  | { kind: 'gone'; reason: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'refused'; reason: string };
