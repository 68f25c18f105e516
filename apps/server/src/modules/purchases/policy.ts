// Who may buy what (issue 25): each product is for one kind of buyer (core's PLANS); an account buys as the profile it
// acts as: an athlete, a coach, or an organisation's admin acting as the organisation.
import { type Buyer, PLANS, type ProductKey } from '@podium/core/api';
import { forbidden } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';

export function buyerOf(account: Account): Buyer {
  if (account.user_type === 1) return 'athlete';
  return account.org_admin && account.active_profile === 'org' ? 'organisation' : 'coach';
}

const FOR: Record<Buyer, string> = { athlete: 'athletes', coach: 'coaches', organisation: 'organisations' };

export function assertMayBuy(account: Account, productKey: ProductKey) {
  const buyer = PLANS[productKey].buyer;
  if (buyerOf(account) !== buyer) throw forbidden(`priceId: This product is for ${FOR[buyer]}`);
}
