// The push prompt (issue 22, item 15) at 390 px: it asks after the person sent something whose answer comes later,
// beside the page; the page stays usable under it: Accept on a follow request that arrives takes the click.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openSignedIn, registerWithAthleteProfile, shoot, socketRegistered } from './helpers.ts';

// A first visit on a phone: nothing in device storage, so the prompt may ask. axe is injected past the CSP.
test.use({
  pushPromptDismissed: false,
  viewport: { width: 390, height: 844 },
  bypassCSP: true,
});
// Two accounts and one browser that loads several screens: more than the suite's 30 s when the machine is busy.
test.describe.configure({ timeout: 60_000 });

/** axe-core's findings on the prompt itself, of any impact. */
async function promptViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page, '[role="dialog"]')).map(
    (violation) => `${violation.id}: ${violation.help}`,
  );
}

test('at 390 px the prompt sits beside the page: Accept stays clickable as a follow request arrives', async ({
  page,
  request,
}) => {
  const me = await registerWithAthleteProfile(request, { name: 'Pia Phone' });
  const someone = await registerWithAthleteProfile(request, { name: 'Sol Someone' });
  const asker = await registerWithAthleteProfile(request, { name: 'Ada Asker' });
  const other = await registerWithAthleteProfile(request, { name: 'Oli Other' });

  const listening = socketRegistered(page, me.profileId);
  await openSignedIn(page, me.token, `/profile/${someone.profileId}`);
  await listening;
  const prompt = page.getByRole('dialog', { name: 'Enable Notifications?' });
  await expect(page.getByRole('heading', { name: 'Sol Someone', level: 1 })).toBeVisible();
  await expect(prompt).toBeHidden();

  // Asking to follow awaits an answer: now push would help.
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Requested' })).toBeVisible();
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('Stay updated with important updates.');
  expect(await promptViolations(page)).toEqual([]);
  await shoot(page, 'push-prompt-profile');

  await page.getByRole('button', { name: /^Menu/ }).click();
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page.getByText('You have no notifications')).toBeVisible();
  await expect(prompt).toBeVisible();

  const asked = await request.post('/api/following/request', {
    headers: { 'x-auth-token': asker.token },
    data: { profileId: me.profileId, profileType: 'athlete' },
  });
  expect(asked.ok()).toBe(true);
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  // Another arrives while the person is about to answer the first: nothing opens over the list.
  const second = await request.post('/api/following/request', {
    headers: { 'x-auth-token': other.token },
    data: { profileId: me.profileId, profileType: 'athlete' },
  });
  expect(second.ok()).toBe(true);
  await expect(items).toHaveCount(2);
  const item = items.filter({ hasText: 'Ada Asker' });
  await shoot(page, 'push-prompt-notifications');
  // Nothing of the prompt lies over the request's buttons.
  const accept = item.getByRole('button', { name: 'Accept' });
  const [acceptBox, promptBox] = [await accept.boundingBox(), await prompt.boundingBox()];
  expect(acceptBox && promptBox && acceptBox.y + acceptBox.height <= promptBox.y).toBe(true);

  await accept.click();
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('Oli Other');
  // Answering the request did not answer the prompt: it is still there for the person to decide.
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Remind Me Later' }).click();
  await expect(prompt).toBeHidden();
  const remindAfter = Number(await page.evaluate(() => localStorage.getItem('notificationsRemindAfter')));
  expect(remindAfter).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
});
