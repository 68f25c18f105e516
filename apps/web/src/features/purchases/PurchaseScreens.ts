// Every purchases screen, as one chunk (a buyer goes from the plans to checkout and back through all of them).
import { PurchaseCancelPage } from './PurchaseCancelPage.tsx';
import { PurchaseSuccessPage, SubSuccessPage } from './PurchaseReturnPage.tsx';
import { SubscriptionsPage } from './SubscriptionsPage.tsx';

export const PurchaseScreens = { SubscriptionsPage, PurchaseSuccessPage, SubSuccessPage, PurchaseCancelPage };
