// Restore purchases on /subscriptions (issue 25): only in the native apps; the store restores, then the server is asked
// to apply what RevenueCat holds and the plans are read again (the marks move); nothing to restore, and spec 8's
// payment message when the store or the server fails.
import { PAYMENT_SYSTEM_ERROR } from '@podium/core/api/purchases';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type CustomerInfo, PurchaseError, type Purchases } from '../../platform/index.ts';
import { stubApi } from '../../test/api-stub.ts';
import { signedInAthlete, signedInCoach } from '../../test/group-fixtures.ts';
import { buildStatus, held } from '../../test/purchase-fixtures.ts';
import { renderApp, testPlatform } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const RESTORED_INFO: CustomerInfo = {
  originalAppUserId: 'c-1',
  appUserId: 'c-1',
  entitlements: {},
  managementUrl: null,
  nonSubscriptionTransactions: [],
};

/** The native apps' store as the screen sees it through the platform. */
function appStore(restore: Purchases['restore']): Purchases {
  return {
    isAvailable: true,
    products: vi.fn(async () => []),
    purchase: vi.fn(),
    restore: vi.fn(restore),
    setUser: vi.fn(),
  };
}

const card = (name: string) => screen.getByRole('article', { name });
const statusReads = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === '/api/subs/subscription-status').length;

describe('Restore purchases', () => {
  it('is not offered on the web, where nothing is bought in an app store', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/subs/subscription-status': { body: buildStatus('athlete') },
    });
    renderApp('/subscriptions');
    expect(await screen.findByRole('article', { name: 'Public link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore purchases' })).not.toBeInTheDocument();
  });

  it('restores in the store, has the server apply it, then marks the plans RevenueCat holds', async () => {
    let restored = false;
    const calls = stubApi({
      'GET /api/auth': { body: signedInCoach() },
      'GET /api/subs/subscription-status': () => ({
        body: buildStatus('coach', restored ? [held('coach_standard', 'revenuecat')] : []),
      }),
      'POST /api/purchases/restore/revenuecat': () => {
        restored = true;
        const status = buildStatus('coach', [held('coach_standard', 'revenuecat')]);
        return { body: { data: { ...status.data, restored: ['coach_standard'] } } };
      },
    });
    let finishRestore = () => {};
    const purchases = appStore(
      () =>
        new Promise<CustomerInfo>((resolve) => {
          finishRestore = () => resolve(RESTORED_INFO);
        }),
    );
    const { user } = renderApp('/subscriptions', { platform: testPlatform({ purchases }) });
    await user.click(await screen.findByRole('button', { name: 'Restore purchases' }));
    expect(await screen.findByText('Restoring your purchases from the app store...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restoring...' })).toBeDisabled();
    expect(purchases.restore).toHaveBeenCalledWith('c-1');
    expect(statusReads(calls)).toBe(1);
    finishRestore();
    const outcome = await screen.findByText('Purchases restored.');
    expect(outcome.closest('[role="status"]')).toHaveTextContent('Active now: Coach Standard.');
    await vi.waitFor(() => expect(within(card('Coach Standard')).getByText('Your plan')).toBeInTheDocument());
    expect(within(card('Free')).queryByText('Your plan')).not.toBeInTheDocument();
    // The server was asked without the app's customer info (it re-reads RevenueCat), and the plans were read again.
    const asked = calls.find((call) => call.path === '/api/purchases/restore/revenuecat');
    expect(asked?.body).toBeUndefined();
    expect(statusReads(calls)).toBe(2);
    expect(screen.getByRole('button', { name: 'Restore purchases' })).toBeEnabled();
  });

  it('says there is nothing to restore when the store holds nothing for the account', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/subs/subscription-status': { body: buildStatus('athlete') },
      'POST /api/purchases/restore/revenuecat': {
        body: { data: { ...buildStatus('athlete').data, restored: [] } },
      },
    });
    const purchases = appStore(async () => RESTORED_INFO);
    const { user } = renderApp('/subscriptions', { platform: testPlatform({ purchases }) });
    await user.click(await screen.findByRole('button', { name: 'Restore purchases' }));
    expect(
      await screen.findByText('Nothing to restore: the app store holds no purchases for this account.'),
    ).toBeInTheDocument();
    expect(within(card('Free')).getByText('Your plan')).toBeInTheDocument();
  });

  it("shows spec 8's payment message, not the store's reason, when the store fails, and never asks the server", async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/subs/subscription-status': { body: buildStatus('athlete') },
    });
    const purchases = appStore(async () => {
      throw new PurchaseError('User linking failed');
    });
    const { user } = renderApp('/subscriptions', { platform: testPlatform({ purchases }) });
    await user.click(await screen.findByRole('button', { name: 'Restore purchases' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_SYSTEM_ERROR);
    expect(screen.queryByText('User linking failed')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/purchases/restore/revenuecat')).toBe(false);
  });

  it("shows spec 8's payment message when the server cannot reach RevenueCat, and can be tried again", async () => {
    let fails = true;
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/subs/subscription-status': { body: buildStatus('athlete') },
      'POST /api/purchases/restore/revenuecat': () =>
        fails
          ? { status: 502, body: { errors: [{ msg: PAYMENT_SYSTEM_ERROR }] } }
          : { body: { data: { ...buildStatus('athlete').data, restored: ['public_link'] } } },
    });
    const purchases = appStore(async () => RESTORED_INFO);
    const { user } = renderApp('/subscriptions', { platform: testPlatform({ purchases }) });
    await user.click(await screen.findByRole('button', { name: 'Restore purchases' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_SYSTEM_ERROR);
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Restore purchases' }));
    expect(await screen.findByText('Purchases restored.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(purchases.restore).toHaveBeenCalledTimes(2);
  });
});
