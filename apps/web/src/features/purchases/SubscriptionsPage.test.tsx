// /subscriptions (issue 25): the account's plans at the server's prices, the current plan marked, Buy going to the
// checkout the server answers, the payment system's message when it cannot, and the loading, empty and error states.
import { PAYMENT_SYSTEM_ERROR } from '@podium/core/api/purchases';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PurchaseOutcome, Purchases } from '../../platform/index.ts';
import { PurchaseError } from '../../platform/index.ts';
import { stubApi } from '../../test/api-stub.ts';
import { signedInAthlete, signedInCoach } from '../../test/group-fixtures.ts';
import { buildStatus, held } from '../../test/purchase-fixtures.ts';
import { renderApp, testPlatform } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const card = (name: string) => screen.getByRole('article', { name });

describe('/subscriptions', () => {
  it("lists an athlete's plans at the server's prices, the free plan marked as theirs", async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/subs/subscription-status': { body: buildStatus('athlete') },
    });
    renderApp('/subscriptions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and purchases' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(card('Free')).getByText('Your plan')).toBeInTheDocument();
    const monthly = card('Athlete Premium (monthly)');
    expect(monthly).toHaveTextContent('£5.99 a month');
    expect(monthly).toHaveTextContent('A shareable public link to your profile');
    expect(monthly).toHaveTextContent('Unlimited branded social videos');
    expect(card('Athlete Premium (annual)')).toHaveTextContent('£49.99 a year');
    expect(card('Public link')).toHaveTextContent('£4.99');
    // A ticket is bought from its event's page; a coach's plans are not an athlete's to buy.
    expect(screen.queryByRole('article', { name: 'Event ticket' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Coach Premium' })).not.toBeInTheDocument();
  });

  it('marks the plan held and offers no second purchase of it', async () => {
    stubApi({
      'GET /api/auth': { body: signedInCoach() },
      'GET /api/subs/subscription-status': { body: buildStatus('coach', [held('coach_premium')]) },
    });
    renderApp('/subscriptions');
    const premium = await screen.findByRole('article', { name: 'Coach Premium' });
    expect(within(premium).getByText('Your plan')).toBeInTheDocument();
    expect(within(premium).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Free')).queryByText('Your plan')).not.toBeInTheDocument();
    expect(
      within(card('Coach Standard')).getByRole('button', { name: 'Subscribe: Coach Standard' }),
    ).toBeEnabled();
  });

  it('subscribes through a checkout session returning to this site, then leaves for its page', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInCoach() },
      'GET /api/subs/subscription-status': { body: buildStatus('coach') },
      'POST /api/subs/create-checkout-session': { body: { data: { url: 'https://checkout.example/s/1' } } },
    });
    const { user, platform } = renderApp('/subscriptions');
    await user.click(await screen.findByRole('button', { name: 'Subscribe: Coach Standard' }));
    await vi.waitFor(() =>
      expect(platform.openCheckout).toHaveBeenCalledWith('https://checkout.example/s/1'),
    );
    const sent = calls.find((call) => call.path === '/api/subs/create-checkout-session')?.body;
    const origin = window.location.origin;
    expect(sent).toEqual({
      priceId: 'coach_standard',
      successUrl: `${origin}/sub-success?product=coach_standard&returnPath=%2Fsubscriptions`,
      cancelUrl: `${origin}/purchase-cancel?returnPath=%2Fsubscriptions`,
    });
  });

  it('says the payment system has issues when the checkout cannot start, and stays', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/subs/subscription-status': { body: buildStatus('athlete') },
      'POST /api/subs/create-checkout-session': { status: 502, body: { errors: [{ msg: 'upstream' }] } },
    });
    const { user, platform } = renderApp('/subscriptions');
    await user.click(await screen.findByRole('button', { name: 'Buy: Public link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_SYSTEM_ERROR);
    expect(platform.openCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Buy: Public link' })).toBeEnabled();
  });

  it('shows loading, then a failure with Try again that loads the plans', async () => {
    let fails = true;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/subs/subscription-status': async () => {
        await answered;
        return fails
          ? { status: 503, body: { errors: [{ msg: 'down' }] } }
          : { body: buildStatus('athlete') };
      },
    });
    const { user } = renderApp('/subscriptions');
    expect(await screen.findByText('Loading plans...')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'We could not load the plans' })).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Public link' })).toBeInTheDocument();
  });

  it('says so when the server sells nothing to this kind of account', async () => {
    const empty = buildStatus('organisation');
    empty.data.prices = [];
    stubApi({
      'GET /api/auth': { body: signedInCoach() },
      'GET /api/subs/subscription-status': { body: empty },
    });
    renderApp('/subscriptions');
    expect(await screen.findByRole('heading', { name: 'Nothing to buy here yet' })).toBeInTheDocument();
  });

  it('shows every kind of plan without prices to a visitor, with the way to log in', async () => {
    const calls = stubApi({});
    renderApp('/subscriptions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and purchases' })).toBeInTheDocument();
    for (const kind of ['Athletes', 'Coaches', 'Organisations']) {
      expect(screen.getByRole('heading', { level: 2, name: kind })).toBeInTheDocument();
    }
    expect(card('Organisation Pro')).toHaveTextContent('200 groups of your own');
    expect(screen.getByRole('link', { name: 'Log in to buy' })).toHaveAttribute('href', '/login');
    expect(calls.some((call) => call.path === '/api/subs/subscription-status')).toBe(false);
  });
});

/** The native apps' store, as the screens see it through the platform (its own tests: platform/native-*.test.ts). */
function appStore(purchase: Purchases['purchase']): Purchases {
  return {
    isAvailable: true,
    products: vi.fn(async () => []),
    purchase: vi.fn(purchase),
    restore: vi.fn(),
    setUser: vi.fn(),
  };
}

describe('/subscriptions in the native apps', () => {
  it("buys a plan in the app store, never the card checkout, and marks it once the server says it's held", async () => {
    let bought = false;
    const calls = stubApi({
      'GET /api/auth': { body: signedInCoach() },
      'GET /api/subs/subscription-status': () => ({
        body: buildStatus('coach', bought ? [held('coach_standard', 'revenuecat')] : []),
      }),
    });
    const purchases = appStore(async (): Promise<PurchaseOutcome> => {
      // The server granted it when the app asked it to verify (native-purchases.ts).
      bought = true;
      return { status: 'purchased', product: 'coach_standard', customerInfo: CUSTOMER };
    });
    const { user, platform, router } = renderApp('/subscriptions', { platform: testPlatform({ purchases }) });
    await user.click(await screen.findByRole('button', { name: 'Subscribe: Coach Standard' }));
    expect(await screen.findByText('Coach Standard is yours: it is marked below.')).toHaveRole('status');
    expect(purchases.purchase).toHaveBeenCalledWith('coach_standard', 'c-1');
    expect(router.state.location.pathname).toBe('/subscriptions');
    expect(within(card('Coach Standard')).getByText('Your plan')).toBeInTheDocument();
    expect(platform.openCheckout).not.toHaveBeenCalled();
    expect(calls.some((call) => call.path === '/api/subs/create-checkout-session')).toBe(false);
  });

  it('says nothing when the person cancels in the store, and the plan can be bought again', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/subs/subscription-status': { body: buildStatus('athlete') },
    });
    const purchases = appStore(async () => ({ status: 'cancelled' }));
    const { user } = renderApp('/subscriptions', { platform: testPlatform({ purchases }) });
    await user.click(await screen.findByRole('button', { name: 'Buy: Public link' }));
    await vi.waitFor(() => expect(purchases.purchase).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Buy: Public link' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows spec 8's payment message, not the store's reason, when the store purchase fails", async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/subs/subscription-status': { body: buildStatus('athlete') },
    });
    const purchases = appStore(async () => {
      throw new PurchaseError('User linking failed');
    });
    const { user } = renderApp('/subscriptions', { platform: testPlatform({ purchases }) });
    await user.click(await screen.findByRole('button', { name: 'Buy: Public link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_SYSTEM_ERROR);
    expect(screen.queryByText('User linking failed')).not.toBeInTheDocument();
  });
});

const CUSTOMER = {
  originalAppUserId: 'c-1',
  appUserId: 'c-1',
  entitlements: {},
  managementUrl: null,
  nonSubscriptionTransactions: [],
};
