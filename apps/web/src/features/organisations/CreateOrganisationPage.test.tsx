// /create-organisation (issue 10): a coach creates their organisation and lands on /organisation as its admin; an
// admin edits it from the pre-filled form; an empty or blank name is refused under the field and sends nothing; a
// refusal is shown and the form kept.
import { STORAGE_KEYS } from '@podium/core';
import type { Organisation } from '@podium/core/api';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, type StubRequest, stubApi } from '../../test/api-stub.ts';
import { buildUser } from '../../test/fixtures.ts';
import { ORGANISATION } from '../../test/profile-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

// Each test boots the whole app; on a busy machine the first screen can take over the default second.
configure({ asyncUtilTimeout: 5000 });

const COACH = buildUser({ _id: 'c-1', userType: 2, activeProfile: 'coach', name: 'Dana Reid' });
const ADMIN = buildUser({
  _id: 'c-1',
  userType: 2,
  orgAdmin: true,
  activeProfile: 'org',
  organisation: 'Leeds Academy',
  name: 'Dana Reid',
});
const OWN: Organisation = { ...ORGANISATION, isAdmin: true };
const NO_ORGANISATION: StubReply = {
  status: 404,
  body: { errors: [{ msg: 'You administer no organisation' }] },
};
const follows = { 'GET /api/following/followers': { body: { profiles: [], nextCursor: null } } };

function openForm(routes: Record<string, StubReply>) {
  const calls = stubApi({ ...follows, ...routes });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return { calls, ...renderApp('/create-organisation') };
}

const sent = (calls: StubRequest[], method: string) =>
  calls.filter((call) => call.method === method && call.path === '/api/organisation');

describe('/create-organisation', () => {
  it('creates the organisation from what the coach typed, then opens it at /organisation', async () => {
    let isCreated = false;
    const { user, calls, router } = openForm({
      // The creator becomes its admin acting as it: the account and the organisation read so once it exists.
      'GET /api/auth': () => ({ body: isCreated ? ADMIN : COACH }),
      'GET /api/organisation/me': () => (isCreated ? { body: OWN } : NO_ORGANISATION),
      'POST /api/organisation': () => {
        isCreated = true;
        return { status: 201, body: { msg: 'Organisation created!', organisation: OWN } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Create your organisation' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Leeds Academy');
    await user.type(screen.getByLabelText(/^About/), 'Rowing on the Aire since 1952');
    await user.type(screen.getByLabelText(/^Sport/), 'Rowing');
    await user.type(screen.getByLabelText(/^Country/), 'United Kingdom');
    await user.type(screen.getByLabelText(/^City/), 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));

    expect(await screen.findByText('Organisation created!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation'));
    // /organisation is for admins only: it opens because the account was loaded again after the create.
    expect(await screen.findByRole('heading', { name: 'Leeds Academy', level: 1 })).toBeInTheDocument();
    expect(sent(calls, 'POST').map((call) => call.body)).toEqual([
      {
        name: 'Leeds Academy',
        logo: null,
        bio: 'Rowing on the Aire since 1952',
        sport: 'Rowing',
        country: 'United Kingdom',
        state: '',
        city: 'Leeds',
      },
    ]);
    expect(sent(calls, 'PUT')).toEqual([]);
  });

  it('offers the admin’s organisation pre-filled, and saves the change with PUT', async () => {
    let organisation = OWN;
    const { user, calls, router } = openForm({
      'GET /api/auth': { body: ADMIN },
      'GET /api/organisation/me': () => ({ body: organisation }),
      'PUT /api/organisation': () => {
        organisation = { ...OWN, city: 'York' };
        return { body: { msg: 'Organisation updated!', organisation } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Edit your organisation' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Leeds Academy');
    expect(screen.getByLabelText(/^About/)).toHaveValue('Rowing on the Aire since 1952');
    expect(screen.getByLabelText(/^Sport/)).toHaveValue('Rowing');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('United Kingdom');
    expect(screen.getByLabelText(/^State/)).toHaveValue('');
    const city = screen.getByLabelText(/^City/);
    expect(city).toHaveValue('Leeds');
    await user.clear(city);
    await user.type(city, 'York');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Organisation updated!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation'));
    expect(await screen.findByText('York, United Kingdom')).toBeInTheDocument();
    expect(sent(calls, 'PUT').map((call) => call.body)).toEqual([
      {
        name: 'Leeds Academy',
        logo: null,
        bio: 'Rowing on the Aire since 1952',
        sport: 'Rowing',
        country: 'United Kingdom',
        state: '',
        city: 'York',
      },
    ]);
    expect(sent(calls, 'POST')).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
  ])('needs a name, and sends nothing without one (%s)', async (_case, typed) => {
    const { user, calls, router } = openForm({
      'GET /api/auth': { body: COACH },
      'GET /api/organisation/me': NO_ORGANISATION,
    });
    const name = await screen.findByLabelText('Name');
    if (typed) await user.type(name, typed);
    await user.type(screen.getByLabelText(/^City/), 'Leeds');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));

    // The core schema's message, under the field and tied to it for screen readers.
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls, 'POST')).toEqual([]);
    expect(router.state.location.pathname).toBe('/create-organisation');
    expect(name).toHaveValue(typed);
    expect(screen.getByLabelText(/^City/)).toHaveValue('Leeds');
  });

  it('shows why the server refused a new organisation, keeping everything typed', async () => {
    const { user, calls, router } = openForm({
      'GET /api/auth': { body: COACH },
      'GET /api/organisation/me': NO_ORGANISATION,
      'POST /api/organisation': {
        status: 409,
        body: { errors: [{ msg: 'You already administer an organisation' }] },
      },
    });
    await user.type(await screen.findByLabelText('Name'), 'Leeds Academy');
    await user.type(screen.getByLabelText(/^About/), 'Rowing on the Aire since 1952');
    await user.type(screen.getByLabelText(/^City/), 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You already administer an organisation');
    expect(sent(calls, 'POST')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/create-organisation');
    expect(screen.getByLabelText('Name')).toHaveValue('Leeds Academy');
    expect(screen.getByLabelText(/^About/)).toHaveValue('Rowing on the Aire since 1952');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Leeds');
    expect(screen.getByRole('button', { name: 'Create organisation' })).toBeEnabled();
  });

  it('shows why the server refused a change, keeping the edit', async () => {
    const { user, calls, router } = openForm({
      'GET /api/auth': { body: ADMIN },
      'GET /api/organisation/me': { body: OWN },
      'PUT /api/organisation': {
        status: 400,
        body: { errors: [{ msg: 'City: Must be at most 100 characters' }] },
      },
    });
    const city = await screen.findByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'York');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('City: Must be at most 100 characters');
    expect(sent(calls, 'PUT')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/create-organisation');
    expect(screen.getByLabelText(/^City/)).toHaveValue('York');
    expect(screen.getByLabelText('Name')).toHaveValue('Leeds Academy');
  });
});
