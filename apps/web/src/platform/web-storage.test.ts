// The browser's device and session storage behind the asynchronous interface: values kept, kept apart, and a
// storage that cannot be reached or written never breaks the app.
import { describe, expect, it } from 'vitest';
import { browserDeviceStorage, browserSessionStorage, storeFrom } from './web-storage.ts';

describe('web storage', () => {
  it('keeps, reads and removes values, asynchronously, device and session storage apart', async () => {
    const device = browserDeviceStorage();
    const session = browserSessionStorage();
    const written = device.set('token', 'tok');
    expect(written).toBeInstanceOf(Promise);
    await written;
    expect(await device.get('token')).toBe('tok');
    expect(await session.get('token')).toBeNull();
    await session.set('promo', '1');
    expect(await session.get('promo')).toBe('1');
    await device.remove('token');
    expect(await device.get('token')).toBeNull();
  });

  it('keeps the key the browser has always used, which sign-in helpers outside the app write', async () => {
    localStorage.setItem('token', 'from-before');
    expect(await browserDeviceStorage().get('token')).toBe('from-before');
  });

  it('answers null and keeps going when the storage cannot be reached or is full', async () => {
    const unreachable = storeFrom(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(await unreachable.get('token')).toBeNull();
    await expect(unreachable.set('token', 'tok')).resolves.toBeUndefined();
    await expect(unreachable.remove('token')).resolves.toBeUndefined();

    const full = storeFrom(() => ({
      ...localStorage,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => undefined,
      clear: () => undefined,
      key: () => null,
      length: 0,
    }));
    await expect(full.set('token', 'tok')).resolves.toBeUndefined();
    expect(await storeFrom(() => undefined).get('token')).toBeNull();
  });
});
