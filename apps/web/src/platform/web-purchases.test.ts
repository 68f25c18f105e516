// In-app purchases on web: not available (spec 6), so screens offer card checkout; a call made anyway is refused.
import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE_MESSAGE, PurchaseError } from './purchases.ts';
import { webPurchases } from './web-purchases.ts';

describe('purchases on web', () => {
  it('says it is not available', () => {
    expect(webPurchases.isAvailable).toBe(false);
  });

  it('refuses to list, buy or restore, with the reason and the way to pay instead', async () => {
    for (const call of [
      () => webPurchases.products(['public_link']),
      () => webPurchases.purchase('athlete_premium_monthly', 'u123'),
      () => webPurchases.restore('u123'),
    ]) {
      const refused = call();
      await expect(refused).rejects.toBeInstanceOf(PurchaseError);
      await expect(refused).rejects.toThrow(NOT_AVAILABLE_MESSAGE);
    }
    expect(NOT_AVAILABLE_MESSAGE).toMatch(/card/);
  });
});
