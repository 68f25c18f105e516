// In-app purchases in a browser: not available (spec 6). Screens ask `isAvailable` and offer card checkout instead;
// a call made regardless is refused with a reason, never left hanging.
import { NOT_AVAILABLE_MESSAGE, PurchaseError, type Purchases } from './purchases.ts';

const refuse = async (): Promise<never> => {
  throw new PurchaseError(NOT_AVAILABLE_MESSAGE);
};

export const webPurchases: Purchases = {
  isAvailable: false,
  products: refuse,
  purchase: refuse,
  restore: refuse,
  setUser() {},
};
