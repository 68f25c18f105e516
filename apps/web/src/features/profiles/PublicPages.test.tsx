// /public/coach/{id} and /public/org/{id} for someone not signed in (issue 10): loading, not found, error with a
// retry, and the page itself, read-only, whose people link to their own public pages.
import { STORAGE_KEYS } from '@podium/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubApi } from '../../test/api-stub.ts';
import { buildUser } from '../../test/fixtures.ts';
import { COACH, ORGANISATION } from '../../test/profile-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const PAGES = [
  {
    path: '/public/coach/c-1',
    call: 'GET /api/public/coach/c-1',
    body: COACH,
    heading: 'Dana Reid',
    notFound: 'This coach has no public page',
  },
  {
    path: '/public/org/o-1',
    call: 'GET /api/public/org/o-1',
    body: ORGANISATION,
    heading: 'Leeds Academy',
    notFound: 'No such organisation',
  },
] as const;

function open(page: (typeof PAGES)[number], reply: StubReply) {
  const calls = stubApi({ [page.call]: reply });
  return { calls, ...renderApp(page.path) };
}

describe.each(PAGES)('$path', (page) => {
  it('shows a loader, then the page without signing in and with no controls, inviting the visitor to join', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    open(
      page,
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    // The file's first test also loads the page's code, which on a busy machine (a fresh clone's first
    // transform, tests beside it) takes seconds: each wait may take up to 12 of the test's 15.
    const slow = { timeout: 12_000 };
    expect(await screen.findByText('Loading profile...', {}, slow)).toBeInTheDocument();
    answer({ body: page.body });
    expect(await screen.findByRole('heading', { name: page.heading, level: 1 }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in Podium' })).not.toBeInTheDocument();
    // The shell's Menu is the only button: no Follow, Confirm, Remove or Edit.
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual(['Menu']);
    expect(screen.getByRole('link', { name: 'Create your free profile' })).toHaveAttribute(
      'href',
      '/register',
    );
  }, 15_000);

  it('says when there is no such page, once, with why and no retry', async () => {
    open(page, { status: 404, body: { errors: [{ msg: page.notFound }] } });
    expect(await screen.findByRole('heading', { name: page.notFound })).toBeInTheDocument();
    expect(screen.getAllByText(page.notFound)).toHaveLength(1);
    expect(screen.getByText(/the address is not quite right/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the page', async () => {
    let attempts = 0;
    const { user } = open(page, () => {
      attempts += 1;
      return attempts === 1 ? { status: 500, body: {} } : { body: page.body };
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not load this profile' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: page.heading, level: 1 })).toBeInTheDocument();
  });
});

describe('the people on a public page', () => {
  it('link to their own public pages, never to the signed-in profile', async () => {
    open(PAGES[0], { body: COACH });
    const athletes = await screen.findByRole('region', { name: 'Associated athletes' });
    expect(within(athletes).getByRole('link', { name: 'Ann Added' })).toHaveAttribute(
      'href',
      '/public/athlete/ap-1',
    );
    expect(within(screen.getByRole('region', { name: 'Organisations' })).getByRole('link')).toHaveAttribute(
      'href',
      '/public/org/o-1',
    );
    expect(screen.getByText('No associated coaches yet.')).toBeInTheDocument();
  });

  it('on an organisation’s page too, admins included', async () => {
    open(PAGES[1], { body: ORGANISATION });
    const about = await screen.findByRole('region', { name: 'About' });
    expect(within(about).getByRole('link', { name: 'Dana Reid' })).toHaveAttribute(
      'href',
      '/public/coach/c-1',
    );
    expect(within(screen.getByRole('region', { name: 'Coaches' })).getByRole('link')).toHaveAttribute(
      'href',
      '/public/coach/c-1',
    );
    expect(screen.getByText('Rowing on the Aire since 1952')).toBeInTheDocument();
  });
});

describe('a signed-in visitor on a public page', () => {
  it.each([
    { ...PAGES[0], inside: '/profile/c-1?profileType=coach' },
    { ...PAGES[1], inside: '/profile/o-1?profileType=org' },
  ])('$path offers the same profile inside Podium, and no invitation to join', async ({
    inside,
    ...page
  }) => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    stubApi({ 'GET /api/auth': { body: buildUser({ userType: 1 }) }, [page.call]: { body: page.body } });
    renderApp(page.path);
    expect(await screen.findByRole('link', { name: 'Open in Podium' })).toHaveAttribute('href', inside);
    expect(screen.queryByRole('link', { name: 'Create your free profile' })).not.toBeInTheDocument();
  });
});
