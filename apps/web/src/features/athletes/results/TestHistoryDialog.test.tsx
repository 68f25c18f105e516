// A test's history: every result newest first with its change marker, and removing a score ('Score Removed!').
import { STORAGE_KEYS } from '@podium/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { buildDashProfile, buildProfile, buildResult } from '../../../test/athlete-fixtures.ts';
import { buildUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

// Each test boots the whole app; on a busy machine the first screen can take over the default second.
configure({ asyncUtilTimeout: 5000 });

describe('test history', () => {
  it('lists results newest first, marks the change and removes a score', async () => {
    const afterRemoval = buildProfile({
      physicalTests: { runTests: { dash40: [buildResult({ _id: 'r-1' })] } },
    });
    const calls = stubApi({
      'GET /api/auth': { body: buildUser() },
      'GET /api/athleteProfile/me': { body: buildDashProfile() },
      'POST /api/athleteProfile/athData': { body: {} },
      'DELETE /api/athleteProfile/physical-tests/r-2': {
        body: { msg: 'Score Removed!', profile: afterRemoval },
      },
    });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { user } = renderApp('/AthleteProfile');
    await user.click(await screen.findByRole('button', { name: /History and progress \(2\)/ }));
    const dialog = await screen.findByRole('dialog', { name: '40 Yard Dash' });
    expect(
      await within(dialog).findByRole('img', { name: /^Progress in 40 Yard Dash: from 5.10 sec/ }),
    ).toBeInTheDocument();
    const items = within(dialog).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('4.95 sec');
    const change = within(items[0] ?? dialog).getByTitle('Improved by 0.15 sec');
    expect(change).toHaveAttribute('data-colour', 'green');
    expect(change).toHaveTextContent('\u22120.15 sec');
    expect(items[1]).toHaveTextContent('5.10 sec');
    expect(within(items[1] ?? dialog).queryByTitle(/Improved|Declined/)).not.toBeInTheDocument();

    await user.click(within(items[0] ?? dialog).getByRole('button', { name: 'Remove' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove this score' }));
    expect(await screen.findByText('Score Removed!')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});

describe('a result stored beyond its test’s bounds (issue 7)', () => {
  it('is shown to its owner marked as not ranked, with no change measured against it', async () => {
    const flagged = buildProfile({
      physicalTests: {
        runTests: {
          oneHund: [
            buildResult({ _id: 'r-2', score: '1.2', mfScore: 1.2, outOfBounds: 'beyond_record' }),
            buildResult({ _id: 'r-1', score: '12.1', mfScore: 12.1, date: '2025-01-10T10:00:00.000Z' }),
          ],
        },
      },
    });
    stubApi({
      'GET /api/auth': { body: buildUser() },
      'GET /api/athleteProfile/me': { body: flagged },
      'POST /api/athleteProfile/athData': { body: {} },
    });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { user } = renderApp('/AthleteProfile');
    const card = await screen.findByRole('article', { name: '100 m Sprint' });
    expect(within(card).getByText('Not ranked: beyond the world record')).toBeInTheDocument();
    expect(within(card).queryByTitle(/Improved|Declined/)).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /History and progress \(2\)/ }));
    const items = within(await screen.findByRole('dialog', { name: '100 m Sprint' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Not ranked: beyond the world record');
    expect(items[1]).not.toHaveTextContent('Not ranked');
  });
});

describe('times and lengths (issue 22)', () => {
  it('shows m:ss and feet and inches with the unit once, on the card, in the history and on the chart', async () => {
    const profile = buildProfile({
      physicalTests: {
        aerobicEndurance: {
          row2000: [
            buildResult({ _id: 'w-2', score: '7.16', unitOfMeasurement: 'min/sec', mfScore: 436 }),
            buildResult({
              _id: 'w-1',
              score: '7:30',
              unitOfMeasurement: 'min/sec',
              mfScore: 450,
              date: '2025-01-10T10:00:00.000Z',
            }),
          ],
        },
        speedAndPower: {
          standingBroad: [
            buildResult({ _id: 'b-1', score: "7'2", unitOfMeasurement: 'ft', mfScore: 218.44, mfUnit: 'cm' }),
          ],
        },
      },
    });
    stubApi({
      'GET /api/auth': { body: buildUser() },
      'GET /api/athleteProfile/me': { body: profile },
      'POST /api/athleteProfile/athData': { body: {} },
    });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { user } = renderApp('/AthleteProfile');
    const row = await screen.findByRole('article', { name: '2000 m Row' });
    // 7.16 is 7 min 16 s (spec 9), not 7.16 minutes; the change is 14 seconds.
    expect(within(row).getByText('7:16')).toBeInTheDocument();
    expect(within(row).getByTitle('Improved by 14 sec')).toBeInTheDocument();
    const jump = screen.getByRole('article', { name: 'Standing Broad Jump' });
    expect(within(jump).getByText(`7'2"`)).toBeInTheDocument();
    expect(screen.queryByText(/min\/sec|" ft/)).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /History and progress \(2\)/ }));
    const dialog = await screen.findByRole('dialog', { name: '2000 m Row' });
    expect(
      await within(dialog).findByRole('img', { name: /^Progress in 2000 m Row: from 7:30 on .* to 7:16 on/ }),
    ).toBeInTheDocument();
    const items = within(dialog).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('7:16');
    expect(items[1]).toHaveTextContent('7:30');
    expect(within(dialog).queryByText(/Scores in sec/)).not.toBeInTheDocument();
  });

  it('reads a change between two results in feet in inches', async () => {
    const profile = buildProfile({
      physicalTests: {
        speedAndPower: {
          standingBroad: [
            buildResult({
              _id: 'b-2',
              score: `6' 11.5"`,
              unitOfMeasurement: 'ft',
              mfScore: 212.09,
              mfUnit: 'cm',
            }),
            buildResult({
              _id: 'b-1',
              score: "7'2",
              unitOfMeasurement: 'ft',
              mfScore: 218.44,
              mfUnit: 'cm',
              date: '2025-01-10T10:00:00.000Z',
            }),
          ],
        },
      },
    });
    stubApi({
      'GET /api/auth': { body: buildUser() },
      'GET /api/athleteProfile/me': { body: profile },
      'POST /api/athleteProfile/athData': { body: {} },
    });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    renderApp('/AthleteProfile');
    const card = await screen.findByRole('article', { name: 'Standing Broad Jump' });
    expect(within(card).getByText(`6'11.5"`)).toBeInTheDocument();
    expect(within(card).getByTitle('Declined by 2.5 in.')).toBeInTheDocument();
  });
});
