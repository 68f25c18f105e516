// What happens with push once signed in (account spec 2 "Notification prompt modal", 4 "Push permission", 8): whether
// to show the prompt, and registering the device and handing its token to the server. Push errors are only logged.
import { STORAGE_KEYS } from '@podium/core';
import type { UpdateUserToken } from '@podium/core/api/push';
import type { KeyValueStore, PushChannel } from '../../platform/index.ts';

/** After Remind Me Later the prompt waits this long on this device (issue 22): asked again soon, it only nags. */
export const REMIND_LATER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The prompt may show when push can work here, the question is still open, the person has not dismissed it for
 * good (`notificationsDismissed`) and did not ask to be reminded later less than REMIND_LATER_DAYS ago.
 */
export async function shouldPrompt(
  push: PushChannel,
  storage: KeyValueStore,
  now: number = Date.now(),
): Promise<boolean> {
  if (!push.isSupported() || (await storage.get(STORAGE_KEYS.notificationsDismissed)) === 'true')
    return false;
  if (await isWaiting(storage, now)) return false;
  return (await push.permission()) === 'default';
}

/** Remind Me Later: not again on this device for REMIND_LATER_DAYS. */
export async function remindLater(storage: KeyValueStore, now: number = Date.now()): Promise<void> {
  await storage.set(STORAGE_KEYS.notificationsRemindAfter, String(now + REMIND_LATER_DAYS * DAY_MS));
}

/** A stored time still to come; anything unreadable counts as none (the prompt may ask). */
async function isWaiting(storage: KeyValueStore, now: number): Promise<boolean> {
  const until = Number((await storage.get(STORAGE_KEYS.notificationsRemindAfter)) ?? Number.NaN);
  return Number.isFinite(until) && until > now;
}

export interface PushSetupDeps {
  push: PushChannel;
  /** The VAPID public key from the server (web push subscribes with it; native ignores it). */
  serverKey: () => Promise<string>;
  saveToken: (body: UpdateUserToken) => Promise<unknown>;
}

/** Registers the device and sends its token; returns whether a token was sent. Never throws (spec 8: logged only). */
export async function setUpPush({ push, serverKey, saveToken }: PushSetupDeps): Promise<boolean> {
  try {
    const token = await push.register(await serverKey());
    if (token === null) {
      console.warn('Push: no token for this device');
      return false;
    }
    await saveToken({ notificationToken: token });
    return true;
  } catch (error) {
    console.warn('Push: could not set up notifications', error);
    return false;
  }
}
