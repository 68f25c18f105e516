// What happens with push once signed in (account spec 2 "Notification prompt modal", 4 "Push permission", 8): whether
// to show the prompt, and registering the device and handing its token to the server. Push errors are only logged.
import { STORAGE_KEYS } from '@podium/core';
import type { UpdateUserToken } from '@podium/core/api/push';
import type { KeyValueStore, PushChannel } from '../../platform/index.ts';

/**
 * The prompt shows when push can work here, the question is still open, and the person has not dismissed it for
 * good (`notificationsDismissed`). Remind Me Later only closes it: it shows again on the next start.
 */
export async function shouldPrompt(push: PushChannel, storage: KeyValueStore): Promise<boolean> {
  if (!push.isSupported() || storage.get(STORAGE_KEYS.notificationsDismissed) === 'true') return false;
  return (await push.permission()) === 'default';
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
