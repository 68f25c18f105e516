// An admin sends a result for an athlete member from the member list (issue 24: collab-tests): checked before it is
// sent, then the server's words; a member sees no such button.
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StubRequest } from '../../test/api-stub.ts';
import { stubGroupAsCoach, stubGroupAsMember } from '../../test/group-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const sent = (calls: StubRequest[], path: string) => calls.filter((call) => call.path === path);

describe('send a result for a member', () => {
  it('sends an admin’s checked result for an athlete, which waits for them', async () => {
    const calls = stubGroupAsCoach({
      'PUT /api/groups/g-1/ap-2/collab-tests': { body: { msg: 'Added successfully!' } },
    });
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=members');
    // Not for the coach's own row.
    expect(await screen.findByRole('button', { name: 'Send a result for Athlete 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a result for Cora Coach' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send a result for Athlete 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a result for Athlete 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Send result' }));
    expect(await within(dialog).findByText('Choose a test')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'runTests');
    await user.selectOptions(within(dialog).getByLabelText('Test'), 'dash40');
    await user.type(within(dialog).getByLabelText('Score'), '4.7');
    await user.click(within(dialog).getByRole('button', { name: 'Send result' }));
    expect(await screen.findByText('Added successfully!')).toBeInTheDocument();
    expect(sent(calls, '/api/groups/g-1/ap-2/collab-tests')[0]?.body).toEqual({
      type: 'coach',
      tests: [
        { attribute: 'Run Tests', test: '40 Yard Dash', results: { score: '4.7', unitOfMeasurement: 'sec' } },
      ],
    });
  });

  it('offers a member nothing to send', async () => {
    stubGroupAsMember({});
    renderApp('/groups/g-1?tab=members');
    await screen.findByRole('list', { name: 'Members' });
    expect(screen.queryByRole('button', { name: /Send a result/ })).toBeNull();
  });
});
