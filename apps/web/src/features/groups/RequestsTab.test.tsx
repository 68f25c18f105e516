// The Requests tab (issue 24): its loading, empty, error and content states; an admin makes a test request and
// follows who answered, reminding those who have not (and is shown the server's refusal); a member answers a test
// request with a score, said with the server's `Added successfully!`.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StubReply, StubRequest } from '../../test/api-stub.ts';
import { buildGroupRequest, COACH, stubGroupAsCoach, stubGroupAsMember } from '../../test/group-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const REQUESTS = 'GET /api/groups/g-1/requests';
const PENDING = 'GET /api/groups/g-1/pending';
const sent = (calls: StubRequest[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

function asCoach(requests: StubReply, extra: Record<string, StubReply> = {}) {
  return stubGroupAsCoach({
    [REQUESTS]: requests,
    [PENDING]: { body: { pending: [] } },
    ...extra,
  });
}

function asMember(requests: StubReply, extra: Record<string, StubReply> = {}) {
  return stubGroupAsMember({
    [REQUESTS]: requests,
    [PENDING]: { body: { pending: [] } },
    ...extra,
  });
}

describe('group requests tab', () => {
  it('lists requests with answered and seen counts under the group’s one h1', async () => {
    const calls = asCoach({ body: { requests: [buildGroupRequest()], nextCursor: null } });
    renderApp('/CoachProfile/MyGroups/g-1?tab=requests');
    const list = await screen.findByRole('list', { name: 'Requests' });
    expect(within(list).getByRole('heading', { name: 'Test result: 40 Yard Dash' })).toBeInTheDocument();
    expect(within(list).getByText(/Answered 3 of 12 · Seen by 7 of 12/)).toBeInTheDocument();
    expect(within(list).getByText('Due 1 Dec 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(sent(calls, 'GET', '/api/groups/g-1/requests')[0]?.query.get('type')).toBe('coach');
  });

  it('shows loading, then an error with Try again that loads them', async () => {
    let isDown = true;
    let answer: (value: unknown) => void = () => undefined;
    // The first answer waits until the loader has been seen, so a fast machine cannot skip it.
    const held = new Promise((resolve) => {
      answer = resolve;
    });
    asCoach(async () => {
      if (isDown) await held;
      return isDown
        ? { status: 500, body: { errors: [{ msg: 'boom' }] } }
        : { body: { requests: [buildGroupRequest()], nextCursor: null } };
    });
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=requests');
    expect(await screen.findByText('Loading requests...')).toBeInTheDocument();
    answer(undefined);
    expect(await screen.findByRole('heading', { name: 'Requests did not load' })).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Requests' })).toBeInTheDocument();
  });

  it('invites an admin with none to make one, and sends a test request for chosen members with a due date', async () => {
    const calls = asCoach(
      { body: { requests: [], nextCursor: null } },
      { 'PUT /api/groups/g-1/test-request': { body: { msg: 'Request sent!', requestId: 'r-9' } } },
    );
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=requests');
    expect(await screen.findByRole('heading', { name: 'No requests yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a request' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'runTests');
    await user.selectOptions(screen.getByLabelText('Test'), 'dash40');
    await user.type(screen.getByLabelText(/Due date/), '2026-12-01');
    await user.click(screen.getByLabelText('Chosen members'));
    await user.click(screen.getByLabelText('Athlete 2'));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent!')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/groups/g-1/test-request')[0]?.body).toEqual({
      type: 'coach',
      test: 'dash40',
      due: '2026-12-01',
      members: [{ profileId: 'ap-2', profileType: 'athlete' }],
    });
    // The list is read again, so the new request shows.
    await waitFor(() => expect(sent(calls, 'GET', '/api/groups/g-1/requests')).toHaveLength(2));
  });

  it('shows the server’s message when a request is refused', async () => {
    asCoach(
      { body: { requests: [], nextCursor: null } },
      {
        'PUT /api/groups/g-1/video-request': {
          status: 400,
          body: { errors: [{ msg: 'Text is required' }] },
        },
      },
    );
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=requests');
    await user.click(await screen.findByRole('button', { name: 'Make a request' }));
    await user.click(screen.getByLabelText('A video'));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Text is required')).toBeInTheDocument();
  });

  it('shows who answered with what and who has not, and reminds them, told when it is too soon', async () => {
    let reminded = 0;
    asCoach(
      { body: { requests: [buildGroupRequest()], nextCursor: null } },
      {
        'GET /api/groups/g-1/requests/r-1': {
          body: {
            request: buildGroupRequest(),
            answered: [
              {
                profile: { profileId: 'ap-3', profileType: 'athlete', name: 'Ada Answered', photo: null },
                answeredAt: new Date().toISOString(),
                answer: { kind: 'result', id: 'res-1' },
              },
            ],
            waiting: [{ profileId: 'ap-2', profileType: 'athlete', name: 'Athlete 2', photo: null }],
          },
        },
        'PUT /api/groups/g-1/requests/r-1/remind': () => {
          reminded += 1;
          return reminded === 1
            ? { body: { msg: 'Reminder sent!' } }
            : { status: 429, body: { errors: [{ msg: 'You can remind once a day' }] } };
        },
      },
    );
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=requests');
    await user.click(await screen.findByRole('button', { name: 'Who answered' }));
    const answered = await screen.findByRole('list', { name: 'Answered' });
    expect(within(answered).getByText('Ada Answered')).toBeInTheDocument();
    expect(within(answered).getByText(/sent a result/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Not answered' })).getByText('Athlete 2'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remind them' }));
    expect(await screen.findByText('Reminder sent!')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Remind them' }));
    expect(await screen.findByText('You can remind once a day')).toBeInTheDocument();
  });

  it('lets a member answer a test request with a score, checked before it is sent', async () => {
    const calls = asMember(
      { body: { requests: [buildGroupRequest({ mine: { answeredAt: null } })], nextCursor: null } },
      { 'PUT /api/groups/g-1/test-result': { body: { msg: 'Added successfully!' } } },
    );
    const { user } = renderApp('/groups/g-1?tab=requests');
    expect(screen.queryByRole('button', { name: 'New request' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your 40 Yard Dash result' });
    await user.type(within(dialog).getByLabelText('Score'), 'fast');
    await user.click(within(dialog).getByRole('button', { name: 'Send result' }));
    expect(await within(dialog).findByText(/number/i)).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/groups/g-1/test-result')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Score'));
    await user.type(within(dialog).getByLabelText('Score'), '4.61');
    await user.click(within(dialog).getByRole('button', { name: 'Send result' }));
    expect(await screen.findByText('Added successfully!')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/groups/g-1/test-result')[0]?.body).toEqual({
      requestId: 'r-1',
      attribute: 'Run Tests',
      test: '40 Yard Dash',
      results: { score: '4.61', unitOfMeasurement: 'sec' },
    });
  });

  it('tells a member with no requests what will show', async () => {
    asMember({ body: { requests: [], nextCursor: null } });
    renderApp('/groups/g-1?tab=requests');
    expect(await screen.findByRole('heading', { name: 'No requests yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make a request' })).toBeNull();
  });

  it('lets the athlete accept what a coach sent for them, or decline it, each said with the server’s words', async () => {
    const item = {
      _id: 'p-1',
      kind: 'test' as const,
      sender: COACH,
      athlete: { profileId: 'ap-2', profileType: 'athlete' as const, name: 'Athlete 2', photo: null },
      tests: [{ test: '40 Yard Dash', attribute: 'Run Tests', score: '4.55', unitOfMeasurement: 'sec' }],
      video: null,
      verified: true,
      createdAt: new Date().toISOString(),
    };
    let pending = [item, { ...item, _id: 'p-2' }];
    const calls = asMember(
      { body: { requests: [], nextCursor: null } },
      {
        [PENDING]: () => ({ body: { pending } }),
        'PUT /api/groups/g-1/pending/p-1/accept': () => {
          pending = pending.filter((left) => left._id !== 'p-1');
          return { body: { msg: 'Added successfully!' } };
        },
        'PUT /api/groups/g-1/remove-pending': () => {
          pending = [];
          return { body: { msg: 'Pending item removed!' } };
        },
      },
    );
    const { user } = renderApp('/groups/g-1?tab=requests');
    const list = await screen.findByRole('list', { name: 'Waiting to be accepted' });
    expect(within(list).getAllByText('40 Yard Dash 4.55 sec')).toHaveLength(2);
    expect(within(list).getAllByText(/For you · from Cora Coach/)).toHaveLength(2);
    await user.click(within(list).getAllByRole('button', { name: 'Accept' })[0] as HTMLElement);
    expect(await screen.findByText('Added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await user.click(within(list).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Pending item removed!')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/groups/g-1/remove-pending')[0]?.body).toEqual({
      sender: 'c-1',
      type: 'test',
      data: 'p-2',
      members: ['ap-2'],
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Waiting to be accepted' })).toBeNull());
  });

  it('shows an admin what waits for a member, with Withdraw and no Accept', async () => {
    asCoach(
      { body: { requests: [], nextCursor: null } },
      {
        [PENDING]: {
          body: {
            pending: [
              {
                _id: 'p-1',
                kind: 'video',
                sender: COACH,
                athlete: { profileId: 'ap-2', profileType: 'athlete', name: 'Athlete 2', photo: null },
                tests: null,
                video: { vidUrl: 'https://media.example/v.mp4', title: 'Block starts' },
                verified: true,
                createdAt: new Date().toISOString(),
              },
            ],
          },
        },
      },
    );
    renderApp('/CoachProfile/MyGroups/g-1?tab=requests');
    const list = await screen.findByRole('list', { name: 'Waiting to be accepted' });
    expect(within(list).getByText('A video: Block starts')).toBeInTheDocument();
    expect(within(list).getByText(/For Athlete 2 · from Cora Coach/)).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });
});
