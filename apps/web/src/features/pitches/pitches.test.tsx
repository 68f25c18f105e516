// Pitches on the web (issue 10): the contact form screen (receiver's card, the pitch with its age check, `Pitch
// Sent!`, contact details, the 30-day rule, an unknown receiver), and the CV a receiver's notification opens.

import { STORAGE_KEYS } from '@podium/core';
import type { PitchDetail } from '@podium/core/api';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubApi } from '../../test/api-stub.ts';
import { buildDashProfile } from '../../test/athlete-fixtures.ts';
import { withFakeRealtime } from '../../test/fake-realtime.ts';
import { buildUser } from '../../test/fixtures.ts';
import { buildNotification, signedInAthlete, unseenCount } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { promoCodeOf, receiverKindOf } from './ContactFormPage.tsx';

configure({ asyncUtilTimeout: 5000 });

// The socket is tested on its own (notifications/realtime.test.ts); here it must not try to connect.
withFakeRealtime();

const target = (overrides: object = {}) => ({
  receiver: { profileId: 'c-1', profileType: 'coach', name: 'Cora Coach', photo: null },
  nextPitchAt: null,
  nextContactAt: null,
  pitchesLeftToday: 20,
  contactsLeftToday: 20,
  ...overrides,
});

describe('the contact form screen', () => {
  it('shows the coach, sends a pitch with the age check and says Pitch Sent!', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/me': { body: buildDashProfile() },
      'GET /api/athleteProfile/pitch-target/c-1': { body: target() },
      'POST /api/athleteProfile/coach/c-1': { body: { msg: 'Pitch Sent!', _id: 'p-1' } },
    });
    const { user } = renderApp('/AthleteProfile/contact-form/coach/false/c-1');
    expect(await screen.findByRole('heading', { name: 'Cora Coach', level: 1 })).toBeInTheDocument();
    const pitch = screen.getByRole('region', { name: 'Pitch yourself' });
    // An empty message is refused before any call.
    await user.click(within(pitch).getByRole('button', { name: 'Send pitch' }));
    expect(within(pitch).getByText('Write a message to the receiver')).toBeInTheDocument();
    await user.type(within(pitch).getByLabelText('Message'), 'I want to join your squad.');
    await user.type(within(pitch).getByLabelText(/Position/), 'Winger');
    await user.click(within(pitch).getByLabelText('Show my age to Cora Coach'));
    await user.click(within(pitch).getByRole('button', { name: 'Send pitch' }));
    expect(await screen.findByText('Pitch Sent!')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({
      formData: { message: 'I want to join your squad.', position: 'Winger' },
      athAgeCheck: true,
    });
  });

  it('sends an organisation’s application as the athlete’s own profile, and contact details', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/me': { body: buildDashProfile({ _id: 'ap-1' }) },
      'GET /api/athleteProfile/pitch-target/o-1': {
        body: target({ receiver: { profileId: 'o-1', profileType: 'org', name: 'Lee Rowing', photo: null } }),
      },
      'POST /api/organisation/o-1/ap-1/application': { body: { msg: 'Pitch Sent!', _id: 'p-2' } },
      'PUT /api/athleteProfile/coach/o-1/contact': { body: { msg: 'Contact details sent!', _id: 'p-3' } },
    });
    const { user } = renderApp('/AthleteProfile/contact-form/org/CORK2027x/o-1');
    const pitch = await screen.findByRole('region', { name: 'Send your promo CV' });
    await user.type(within(pitch).getByLabelText('Message'), 'Hello');
    await user.click(within(pitch).getByRole('button', { name: 'Send promo pitch' }));
    expect(await screen.findByText('Pitch Sent!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      promoCode: 'CORK2027x',
      athAgeCheck: false,
    });

    const contact = screen.getByRole('region', { name: 'Send your contact details' });
    await user.click(within(contact).getByRole('button', { name: 'Send contact details' }));
    expect(within(contact).getByText('Give an email address or a phone number')).toBeInTheDocument();
    await user.type(within(contact).getByLabelText('Phone'), '087 123 4567');
    await user.click(within(contact).getByRole('button', { name: 'Send contact details' }));
    expect(await screen.findByText('Contact details sent!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      profileType: 'org',
      phone: '087 123 4567',
    });
  });

  it('says when the athlete may pitch again, and refusals as the server words them', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/me': { body: buildDashProfile() },
      'GET /api/athleteProfile/pitch-target/c-1': {
        body: target({ nextPitchAt: '2030-05-01T10:00:00.000Z' }),
      },
    });
    renderApp('/profile/c-1/contact-form');
    expect(
      await screen.findByText(/You pitched Cora Coach recently. You may pitch them again from/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send pitch' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send contact details' })).toBeInTheDocument();
  });

  it('tells an athlete under 16 still waiting for consent that they cannot pitch yet, before they write anything', async () => {
    const born = new Date();
    born.setUTCFullYear(born.getUTCFullYear() - 14);
    stubApi({
      'GET /api/auth': {
        body: {
          ...signedInAthlete(),
          birthDate: born.toISOString().slice(0, 10),
          caregiverEmail: 'parent@example.com',
        },
      },
      'GET /api/athleteProfile/me': { body: buildDashProfile() },
      'GET /api/athleteProfile/pitch-target/c-1': { body: target() },
      'GET /api/users/caregiver-consent': {
        body: {
          state: 'pending',
          caregiverEmail: 'parent@example.com',
          requestedAt: '2026-03-01T09:00:00.000Z',
          isHidden: true,
          heldChanges: [],
        },
      },
    });
    renderApp('/AthleteProfile/contact-form/coach/false/c-1');
    expect(await screen.findByRole('heading', { name: 'You cannot pitch yet' })).toBeInTheDocument();
    expect(
      screen.getByText(/cannot pitch to Cora Coach or send them your contact details/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Waiting for your caregiver's consent/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send pitch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Send your contact details' })).not.toBeInTheDocument();
  });

  it('says an unknown receiver is not there in plain words, and where to find one, without Try again', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/me': { body: buildDashProfile() },
      'GET /api/athleteProfile/pitch-target/x-1': {
        status: 404,
        body: { errors: [{ msg: 'id: No such coach or organisation' }] },
      },
    });
    renderApp('/profile/x-1/contact-form');
    expect(
      await screen.findByRole('heading', { name: 'No such coach or organisation', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/id:/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find coaches and organisations' })).toHaveAttribute(
      'href',
      '/AthleteProfile/search',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('sends an athlete without a profile to make one first, and offers no Try again', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/me': { status: 404, body: { errors: [{ msg: 'Create your profile first' }] } },
      'GET /api/athleteProfile/pitch-target/c-1': {
        status: 409,
        body: { errors: [{ msg: 'Create your athlete profile first: a pitch sends your profile' }] },
      },
    });
    renderApp('/AthleteProfile/contact-form/coach/false/c-1');
    expect(
      await screen.findByRole('heading', { name: 'Create your athlete profile first', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your profile' })).toHaveAttribute(
      'href',
      '/create-profile',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again when the form could not load for a reason that may pass', async () => {
    let fails = true;
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/me': { body: buildDashProfile() },
      'GET /api/athleteProfile/pitch-target/c-1': () =>
        fails ? { status: 502, body: {} } : { body: target() },
    });
    const { user } = renderApp('/AthleteProfile/contact-form/coach/false/c-1');
    expect(await screen.findByText('We could not open this contact form')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Cora Coach', level: 1 })).toBeInTheDocument();
  });

  it('reads the address’s type and promo', () => {
    expect(receiverKindOf('coach')).toBe('coach');
    expect(receiverKindOf('Organisation')).toBe('org');
    expect(receiverKindOf('x')).toBeUndefined();
    expect(promoCodeOf('CORK2027x')).toBe('CORK2027x');
    // Links made before promo codes, and plain pitches, carry none.
    expect(promoCodeOf('promo')).toBeUndefined();
    expect(promoCodeOf('true')).toBeUndefined();
    expect(promoCodeOf('false')).toBeUndefined();
  });
});

/** The pitch p-1 from Ann Pitcher as GET /api/pitches/p-1 answers it. */
function pitchDetail(overrides: Partial<PitchDetail> = {}): PitchDetail {
  return {
    _id: 'p-1',
    kind: 'pitch',
    promo: false,
    event: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    athlete: {
      profileId: 'ap-9',
      name: 'Ann Pitcher',
      age: 17,
      sport: 'Football',
      position: null,
      place: 'Cork, Ireland',
      best: [
        {
          testKey: 'benchPress1',
          testName: 'Bench Press 1 RM',
          score: '100',
          unit: 'kg',
          mfScore: 100,
          mfUnit: 'kg',
          verifiedBy: { name: 'Vera Verifier', profileId: 'c-2' },
          verifiedAt: '2025-02-01T10:00:00.000Z',
        },
      ],
    },
    receiver: { profileId: 'c-1', profileType: 'coach', name: 'Cora Coach', photo: null },
    formData: { message: 'Please take a look', level: 'Academy' },
    contact: null,
    replies: [],
    canReply: true,
    repliesLeftToday: 3,
    ...overrides,
  };
}

const cvNotification = buildNotification({
  type: 'Athlete CV',
  body: 'sent you their CV',
  data: { _id: 'ap-9', pitchId: 'p-1' },
  sender: { profileId: 'ap-9', profileType: 'athlete', name: 'Ann Pitcher', photo: null },
  receiver: { profileId: 'c-1', profileType: 'coach' },
});

/** A coach signed in with the CV in their notifications; `pitch` answers GET /api/pitches/p-1. */
function coachWithCv(routes: Record<string, StubReply>) {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return stubApi({
    'GET /api/auth': {
      body: buildUser({ _id: 'c-1', userType: 2, activeProfile: 'coach', name: 'Cora Coach' }),
    },
    'GET /api/notifications/unseen-count': {
      body: { total: 1, profiles: [{ profileId: 'c-1', profileType: 'coach', unseen: 1 }] },
    },
    'GET /api/notifications': { body: { notifications: [cvNotification], nextCursor: null } },
    'PUT /api/notifications/read': {
      body: { msg: 'Notification marked as read', notification: { ...cvNotification, seen: true } },
    },
    'GET /api/watchlist/status/ap-9': { body: { isSaved: false } },
    ...routes,
  });
}

describe('the Athlete CV notification detail', () => {
  it('shows the athlete’s card with best results and the message, saying “sent you their CV” once', async () => {
    coachWithCv({ 'GET /api/pitches/p-1': { body: pitchDetail() } });
    const { user } = renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: /Ann Pitcher sent you their CV/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Athlete CV' });
    expect(await within(dialog).findByRole('heading', { name: 'Ann Pitcher' })).toBeInTheDocument();
    expect(within(dialog).getByText('17 years old · Football · Cork, Ireland')).toBeInTheDocument();
    const best = within(dialog).getByRole('list', { name: 'Best results' });
    expect(within(best).getByText('100 kg')).toBeInTheDocument();
    expect(within(best).getByText('Verified by Vera Verifier on 1 Feb 2025')).toBeInTheDocument();
    expect(within(dialog).getByText('Please take a look')).toBeInTheDocument();
    expect(within(dialog).getByText('Academy')).toBeInTheDocument();
    // The summary says what came; the body is not repeated under it.
    expect(within(dialog).getByText('An athlete shared their CV with you.')).toBeInTheDocument();
    expect(within(dialog).queryByText('sent you their CV')).not.toBeInTheDocument();
  });

  it('names the event a promo CV came through (issue 25), opened from its View button', async () => {
    const promo = buildNotification({
      type: 'Athlete Promo CV',
      body: 'sent you their promo CV for Cork Combine',
      data: { _id: 'ap-9', pitchId: 'p-1', eventId: 'ev-1', eventName: 'Cork Combine' },
      sender: { profileId: 'ap-9', profileType: 'athlete', name: 'Ann Pitcher', photo: null },
      receiver: { profileId: 'c-1', profileType: 'coach' },
    });
    coachWithCv({
      'GET /api/notifications': { body: { notifications: [promo], nextCursor: null } },
      'GET /api/pitches/p-1': {
        body: pitchDetail({ promo: true, event: { _id: 'ev-1', name: 'Cork Combine' } }),
      },
    });
    const { user } = renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Athlete promo CV' });
    expect(
      await within(dialog).findByText('Sent through the promo link of Cork Combine'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('An athlete sent you their promo CV through your event’s promo link.'),
    ).toBeInTheDocument();
  });

  it('offers the receiver the profile, the watchlist and a reply, and shows the reply once sent', async () => {
    let replies: PitchDetail['replies'] = [];
    const calls = coachWithCv({
      'GET /api/pitches/p-1': () => ({
        body: pitchDetail({ replies, repliesLeftToday: 3 - replies.length }),
      }),
      'PUT /api/watchlist/ap-9': {
        body: { msg: 'Added to your watchlist', entry: {} },
      },
      'POST /api/pitches/p-1/reply': ({ body }) => {
        const reply = {
          _id: 'r-1',
          message: 'Come to a trial on Saturday.',
          createdAt: '2025-03-02T10:00:00.000Z',
        };
        replies = [reply];
        return {
          body: { msg: 'Reply sent!', reply: { ...reply, message: (body as { message: string }).message } },
        };
      },
    });
    const { user } = renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: /Ann Pitcher sent you their CV/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Athlete CV' });
    expect(await within(dialog).findByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/profile/ap-9',
    );
    expect(await within(dialog).findByRole('button', { name: 'Add to watchlist' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reply' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(within(dialog).getByText('Write a message to Ann Pitcher')).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText('Your reply to Ann Pitcher'),
      'Come to a trial on Saturday.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/pitches/p-1/reply')?.body).toEqual({
      message: 'Come to a trial on Saturday.',
    });
    const sent = await within(dialog).findByRole('region', { name: 'Your replies' });
    expect(within(sent).getByText('Come to a trial on Saturday.')).toBeInTheDocument();
  });

  it('says when the day’s replies to a pitch are spent, and offers no Reply', async () => {
    coachWithCv({ 'GET /api/pitches/p-1': { body: pitchDetail({ repliesLeftToday: 0 }) } });
    const { user } = renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: /Ann Pitcher sent you their CV/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Athlete CV' });
    expect(await within(dialog).findByText(/you may reply again tomorrow/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('shows the athlete the reply they got, in its own words', async () => {
    const replyNote = buildNotification({
      type: 'Pitch Reply',
      body: 'replied to your pitch',
      data: { _id: 'c-1', pitchId: 'p-1', replyId: 'r-1', message: 'Come to a trial on Saturday.' },
      sender: { profileId: 'c-1', profileType: 'coach', name: 'Cora Coach', photo: null },
    });
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': { body: unseenCount(1) },
      'GET /api/notifications': { body: { notifications: [replyNote], nextCursor: null } },
      'PUT /api/notifications/read': {
        body: { msg: 'Notification marked as read', notification: { ...replyNote, seen: true } },
      },
    });
    const { user } = renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: /Cora Coach replied to your pitch/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to your pitch' });
    expect(within(dialog).getByText('Come to a trial on Saturday.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Cora Coach' })).toHaveAttribute(
      'href',
      '/profile/c-1?profileType=coach',
    );
  });
});
