// Push inside the native shell (account spec 3, 4, 9) through Capacitor's push and local notification plugins: ask
// permission (not granted: warn and stop), register, and take the token: on Android from the registration event
// (an FCM token), on iOS from the cloud messaging plugin (spec 9), because iOS's registration event carries the
// APNs token, which FCM's HTTP v1 API cannot address. A push that
// arrives while the app is open is shown as a local notification 1000 ms ahead with a random id under 1,000,000.
// The plugins load on first use, so the web build never carries them on its first load.

import type { LocalNotificationsPlugin } from '@capacitor/local-notifications';
import type { PushNotificationSchema, PushNotificationsPlugin } from '@capacitor/push-notifications';
import type { FCMPlugin } from '@capacitor-community/fcm';
import { PUSH } from '@podium/core';
import type { PushChannel, PushPermission, PushTap } from './push.ts';

export const DEFAULT_LOCAL_TITLE = 'New Notification';

/** The plugins, loaded when first needed (tests hand in fakes). */
export interface NativePushPlugins {
  /** 'ios' or 'android' (Capacitor.getPlatform()). */
  platform: string;
  push: Pick<PushNotificationsPlugin, 'checkPermissions' | 'requestPermissions' | 'register' | 'addListener'>;
  local: Pick<LocalNotificationsPlugin, 'schedule' | 'addListener'>;
  /** The cloud messaging plugin: the FCM token on iOS. */
  fcm: Pick<FCMPlugin, 'getToken'>;
}

export interface NativePushDeps {
  loadPlugins: () => Promise<NativePushPlugins>;
  now?: () => number;
  random?: () => number;
}

export async function loadCapacitorPlugins(): Promise<NativePushPlugins> {
  const [{ Capacitor }, { PushNotifications }, { LocalNotifications }, { FCM }] = await Promise.all([
    import('@capacitor/core'),
    import('@capacitor/push-notifications'),
    import('@capacitor/local-notifications'),
    import('@capacitor-community/fcm'),
  ]);
  return { platform: Capacitor.getPlatform(), push: PushNotifications, local: LocalNotifications, fcm: FCM };
}

function toPermission(state: string): PushPermission {
  if (state === 'granted') return 'granted';
  if (state === 'denied') return 'denied';
  return 'default';
}

function tapOf(data: unknown): PushTap {
  const videoUrl =
    typeof data === 'object' && data !== null && 'videoUrl' in data && typeof data.videoUrl === 'string'
      ? data.videoUrl
      : undefined;
  return { videoUrl };
}

/** The local notification a foreground push becomes (spec 3: title default New Notification, body default ''). */
export function localNotificationFor(
  received: Pick<PushNotificationSchema, 'title' | 'body' | 'data'>,
  now: number,
  random: number,
) {
  return {
    id: Math.floor(random * PUSH.localNotificationIdMax),
    title: received.title || DEFAULT_LOCAL_TITLE,
    body: received.body || '',
    schedule: { at: new Date(now + PUSH.localNotificationDelayMs) },
    smallIcon: 'ic_stat_icon',
    largeIcon: 'ic_launcher',
    sound: 'default',
    extra: received.data,
  };
}

export function createNativePush({
  loadPlugins,
  now = Date.now,
  random = Math.random,
}: NativePushDeps): PushChannel {
  let plugins: Promise<NativePushPlugins> | undefined;
  const load = () => {
    plugins ??= loadPlugins();
    return plugins;
  };
  let isShowingForeground = false;

  return {
    isSupported: () => true,
    async permission() {
      const { push } = await load();
      return toPermission((await push.checkPermissions()).receive);
    },
    async register() {
      const { platform, push, local, fcm } = await load();
      let { receive } = await push.checkPermissions();
      if (receive === 'prompt' || receive === 'prompt-with-rationale') {
        ({ receive } = await push.requestPermissions());
      }
      if (receive !== 'granted') {
        console.warn('Push: permission was not granted');
        return null;
      }
      if (!isShowingForeground) {
        isShowingForeground = true;
        await push.addListener('pushNotificationReceived', (received) => {
          void local.schedule({ notifications: [localNotificationFor(received, now(), random())] });
        });
      }
      const registered = new Promise<string>((resolve, reject) => {
        void push.addListener('registration', (event) => resolve(event.value));
        void push.addListener('registrationError', (failed) => reject(new Error(failed.error)));
      });
      await push.register();
      const deviceToken = await registered;
      // iOS: the registration's token is APNs'; the cloud messaging plugin maps it to an FCM token once registered.
      return platform === 'ios' ? (await fcm.getToken()).token : deviceToken;
    },
    onTap(listener) {
      const handles: Promise<{ remove: () => Promise<void> }>[] = [];
      let isStopped = false;
      void load().then(({ push, local }) => {
        if (isStopped) return;
        handles.push(
          push.addListener('pushNotificationActionPerformed', (action) =>
            listener(tapOf(action.notification.data)),
          ),
          local.addListener('localNotificationActionPerformed', (action) =>
            listener(tapOf(action.notification.extra)),
          ),
        );
      });
      return () => {
        isStopped = true;
        for (const handle of handles) void handle.then((listening) => listening.remove());
      };
    },
  };
}
