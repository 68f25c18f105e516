// Notifications end to end (issue 9): two athletes; one asks to follow the other from their profile, the other sees
// the top bar's badge and the request arrive live over the socket without reloading, opens it and accepts it.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openSignedIn, registerWithAthleteProfile } from './helpers.ts';

/** A browser of one's own, signed in, opened at `path` for the first time on this device. */
async function signedInPage(browser: Browser, token: string, path: string): Promise<Page> {
  // A first visit: nothing in device storage, so the push prompt may ask (the other flows' contexts start it
  // dismissed: fixtures.ts).
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, token, path);
  await expect(page.getByRole('main')).toBeVisible();
  // The prompt asks after something one sent whose answer comes later (push-prompt.spec.ts), not on arrival.
  await expect(page.getByRole('dialog', { name: 'Enable Notifications?' })).toBeHidden();
  return page;
}

test('a follow request reaches the other athlete live, who opens and accepts it', async ({
  browser,
  request,
}) => {
  const asker = await registerWithAthleteProfile(request, { name: 'Asha Follower' });
  const receiver = await registerWithAthleteProfile(request, { name: 'Remy Receiver' });

  const receiverPage = await signedInPage(browser, receiver.token, '/notifications');
  await expect(receiverPage.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(receiverPage.getByText('You have no notifications')).toBeVisible();
  const badge = receiverPage.getByTestId('notification-badge');
  await expect(badge).toHaveCount(0);

  const askerPage = await signedInPage(browser, asker.token, `/profile/${receiver.profileId}`);
  await expect(askerPage.getByRole('heading', { name: 'Remy Receiver', level: 1 })).toBeVisible();
  await askerPage.getByRole('button', { name: 'Follow' }).click();
  await expect(askerPage.getByRole('button', { name: 'Requested' })).toBeVisible();
  // The answer comes later: a good moment to offer push, beside the page.
  const prompt = askerPage.getByRole('dialog', { name: 'Enable Notifications?' });
  await expect(prompt).toContainText('Stay updated with important updates.');
  await prompt.getByRole('button', { name: 'Remind Me Later' }).click();
  await expect(prompt).toBeHidden();

  // No reload: the socket brings it.
  await expect(badge).toHaveText(/1/);
  const item = receiverPage.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Asha Follower');

  await item.getByRole('button', { name: /Asha Follower/ }).click();
  const detail = receiverPage.getByRole('dialog', { name: 'Follow request' });
  await expect(detail).toContainText('Asha Follower');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
  // Opening it marked it seen.
  await expect(badge).toHaveCount(0);

  await item.getByRole('button', { name: 'Accept' }).click();
  await expect(receiverPage.getByText('You have no notifications')).toBeVisible();

  await askerPage.reload();
  await expect(askerPage.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await receiverPage.goto('/AthleteProfile');
  const connections = receiverPage.getByRole('region', { name: 'Connections' });
  await expect(connections.getByRole('link', { name: 'Asha Follower' })).toBeVisible();
});
