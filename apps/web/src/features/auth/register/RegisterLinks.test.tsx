// Registration links (spec 2): promo, subscription and group links say what they bring, fill in what they carry,
// and send the link with the registration (a group invitation's secret code too) so the server can apply it.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { buildEventPage } from '../../../test/event-fixtures.ts';
import { buildUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

type View = ReturnType<typeof renderApp>;

function registrationServer(user = buildUser()) {
  return stubApi({
    'POST /api/users/check': { body: { email: 'checked@example.com', taken: false } },
    'POST /api/users': { status: 201, body: { token: 'tok-new', user } },
  });
}

/** Step 1 to step 2, where the link's email is already filled in. */
async function continueToAccount({ user }: View): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByLabelText('Email');
}

/** Step 2 for an adult whose email is filled in, on to step 3. */
async function fillAccountStep({ user }: View) {
  await user.type(screen.getByLabelText('Full name'), 'Dana Reyes');
  await user.type(screen.getByLabelText('Password'), 'sprinter123');
  await user.type(screen.getByLabelText('Birth date'), '1990-03-12');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'About you' });
}

async function agreeAndCreate({ user, router }: View) {
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/register/));
}

const registrationSent = (calls: StubRequest[]) =>
  calls.find((call) => call.method === 'POST' && call.path === '/api/users')?.body;

describe('registration links', () => {
  it('a promo link names its code, leaves every answer to the user, sends the code along and comes back to the event', async () => {
    const calls = stubApi({
      'GET /api/events/promo/SUMMER24': { body: buildEventPage({ promoCode: 'SUMMER24' }) },
      // A new athlete has no profile yet: the server's 403 says so.
      'GET /api/athleteProfile/events/SUMMER24': {
        status: 403,
        body: { errors: [{ msg: 'Create your athlete profile first' }] },
      },
      'POST /api/users/check': { body: { email: 'checked@example.com', taken: false } },
      'POST /api/users': { status: 201, body: { token: 'tok-new', user: buildUser() } },
    });
    const view = renderApp('/register/promo/SUMMER24');
    expect(
      await screen.findByText('Promo code SUMMER24 will be applied to your new account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cork Combine' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Athlete/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Coach/ })).not.toBeChecked();

    await view.user.click(screen.getByRole('radio', { name: /Athlete/ }));
    const email = await continueToAccount(view);
    expect(email).toHaveValue('');
    await view.user.type(email, 'dana@example.com');
    await fillAccountStep(view);
    await view.user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));

    // Back on the event, signed in: a new athlete makes their profile first, then returns to sign up.
    expect(await screen.findByRole('heading', { level: 1, name: 'Cork Combine' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/register/promo/SUMMER24');
    expect(screen.getByRole('link', { name: 'Make your profile' })).toHaveAttribute(
      'href',
      '/create-profile?next=%2Fregister%2Fpromo%2FSUMMER24',
    );
    expect(registrationSent(calls)).toMatchObject({
      email: 'dana@example.com',
      userType: 1,
      registerLink: { type: 'promo', code: 'SUMMER24' },
    });
  });

  it('an organisation subscription link makes a coach who administers an organisation', async () => {
    const calls = registrationServer(buildUser({ userType: 2, orgAdmin: true, activeProfile: 'org' }));
    const view = renderApp('/register-link/sub_123/coach%40club.org/true');
    expect(
      await screen.findByText(
        'You have been invited to Podium with a subscription. Create your account to start using it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Coach/ })).toBeChecked();
    expect(await continueToAccount(view)).toHaveValue('coach@club.org');
    await fillAccountStep(view);
    expect(screen.getByRole('checkbox', { name: /I administer an organisation/ })).toBeChecked();
    await view.user.type(screen.getByLabelText(/Organisation name/), 'Harbour FC');
    await agreeAndCreate(view);

    expect(view.router.state.location.pathname).toBe('/organisation');
    expect(registrationSent(calls)).toMatchObject({
      email: 'coach@club.org',
      userType: 2,
      orgAdmin: true,
      activeProfile: 'org',
      organisation: 'Harbour FC',
      registerLink: { type: 'subscription', sub: 'sub_123', email: 'coach@club.org', admin: 'true' },
    });
  });

  it('the sub-added link says the subscription is in place and leaves the role to the user', async () => {
    const calls = registrationServer();
    const view = renderApp('/register-link/sub_9/maya%40example.com/false/sub-added');
    expect(
      await screen.findByText('Your subscription has been added. Create your account to start using it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Athlete/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Coach/ })).not.toBeChecked();

    await view.user.click(screen.getByRole('radio', { name: /Athlete/ }));
    expect(await continueToAccount(view)).toHaveValue('maya@example.com');
    await fillAccountStep(view);
    await agreeAndCreate(view);

    expect(registrationSent(calls)).toMatchObject({
      email: 'maya@example.com',
      userType: 1,
      orgAdmin: false,
      registerLink: { type: 'subscription', sub: 'sub_9', email: 'maya@example.com', admin: 'false' },
    });
  });

  it.each([
    ['with its secret code', '?code=Zk3_q-8xLr', { code: 'Zk3_q-8xLr' }],
    ['with no code when it has none', '', {}],
  ])('a group invitation link is sent along %s', async (_name, search, sent) => {
    const groupId = '7d0c1f9e-3b9a-4c5e-9a43-2f1e0b6a1c55';
    const calls = registrationServer();
    const view = renderApp(`/register-group-link/maya%40example.com/false/${groupId}${search}`);
    expect(await screen.findByText(/invited to join a group/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('radio', { name: /Athlete/ }));
    expect(await continueToAccount(view)).toHaveValue('maya@example.com');
    await fillAccountStep(view);
    await agreeAndCreate(view);
    expect(registrationSent(calls)).toHaveProperty('registerLink', {
      type: 'group',
      email: 'maya@example.com',
      admin: 'false',
      groupId,
      ...sent,
    });
  });
});
