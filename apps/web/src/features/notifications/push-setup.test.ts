// Whether the push prompt may ask (issue 22, item 15): push works here, the question is open, not dismissed for
// good, and not inside the days Remind Me Later asked for (what the device stored, read safely).
import { STORAGE_KEYS } from '@podium/core';
import { describe, expect, it } from 'vitest';
import type { KeyValueStore, PushChannel, PushPermission } from '../../platform/index.ts';
import { REMIND_LATER_DAYS, remindLater, shouldPrompt } from './push-setup.ts';

const NOW = Date.UTC(2025, 5, 1, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

function memoryStore(entries: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(entries));
  return {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => void values.set(key, value),
    remove: async (key) => void values.delete(key),
  };
}

function pushThat(permission: PushPermission, isSupported = true): PushChannel {
  return {
    isSupported: () => isSupported,
    permission: async () => permission,
    register: async () => null,
    onTap: () => () => undefined,
  };
}

describe('shouldPrompt', () => {
  it('asks while the question is open on a device where push works', async () => {
    expect(await shouldPrompt(pushThat('default'), memoryStore(), NOW)).toBe(true);
    expect(await shouldPrompt(pushThat('granted'), memoryStore(), NOW)).toBe(false);
    expect(await shouldPrompt(pushThat('denied'), memoryStore(), NOW)).toBe(false);
    expect(await shouldPrompt(pushThat('default', false), memoryStore(), NOW)).toBe(false);
  });

  it('never once dismissed', async () => {
    const storage = memoryStore({ [STORAGE_KEYS.notificationsDismissed]: 'true' });
    expect(await shouldPrompt(pushThat('default'), storage, NOW)).toBe(false);
  });

  it(`waits ${REMIND_LATER_DAYS} days after Remind Me Later, to the millisecond`, async () => {
    const storage = memoryStore();
    await remindLater(storage, NOW);
    const until = NOW + REMIND_LATER_DAYS * DAY_MS;
    expect(await storage.get(STORAGE_KEYS.notificationsRemindAfter)).toBe(String(until));
    expect(await shouldPrompt(pushThat('default'), storage, NOW + DAY_MS)).toBe(false);
    expect(await shouldPrompt(pushThat('default'), storage, until - 1)).toBe(false);
    expect(await shouldPrompt(pushThat('default'), storage, until + 1)).toBe(true);
  });

  it('asks when what the device stored cannot be read as a time', async () => {
    for (const stored of ['', 'soon', 'NaN', 'Infinity']) {
      const storage = memoryStore({ [STORAGE_KEYS.notificationsRemindAfter]: stored });
      expect(await shouldPrompt(pushThat('default'), storage, NOW), stored).toBe(true);
    }
  });
});
