// Adding a result: units follow the chosen test, a bad score is refused before sending, a good one says 'Test Added'.
import { STORAGE_KEYS } from '@podium/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type StubReply, stubApi } from '../../test/api-stub.ts';
import { buildUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { buildDashProfile, buildProfile } from './athlete-fixtures.ts';

// Each test boots the whole app; on a busy machine the first screen can take over the default second.
configure({ asyncUtilTimeout: 5000 });

// The media feature owns uploads and their tests; here the upload simply succeeds.
vi.mock('../media/upload-asset.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../media/upload-asset.ts')>()),
  uploadAsset: vi.fn(async (_file: Blob, folder: string, onProgress?: (fraction: number) => void) => {
    onProgress?.(1);
    return {
      secure_url: `https://media.example.com/${folder}/u-1/clip.mp4`,
      public_id: `${folder}/u-1/clip`,
      resource_type: 'video',
      format: 'mp4',
      bytes: 2048,
    };
  }),
}));

async function openAddResult(routes: Record<string, StubReply> = {}) {
  const calls = stubApi({
    'GET /api/auth': { body: buildUser() },
    'GET /api/athleteProfile/me': { body: buildProfile() },
    ...routes,
  });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  const view = renderApp('/AthleteProfile');
  await view.user.click(await screen.findByRole('button', { name: 'Add your first result' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a test result' });
  return { calls, dialog, ...view };
}

function optionsOf(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('adding a test result', () => {
  it('offers the units of the chosen test', async () => {
    const { user, dialog } = await openAddResult();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Run Tests');
    await user.selectOptions(within(dialog).getByLabelText('Test'), '800 m Run');
    expect(optionsOf(within(dialog).getByLabelText('Unit'))).toEqual(['min/sec (m.ss)', 'sec']);
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Absolute Strength');
    expect(within(dialog).queryByLabelText('Unit')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Test'), 'Bench Press 1 RM');
    expect(optionsOf(within(dialog).getByLabelText('Unit'))).toEqual(['kg', 'lb']);
    expect(within(dialog).getByLabelText(/Proof video/)).toHaveAttribute('accept', 'video/*');
  });

  it('asks for an image for anthropometric tests', async () => {
    const { user, dialog } = await openAddResult();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Anthropometric');
    await user.selectOptions(within(dialog).getByLabelText('Test'), 'Hand Span');
    expect(within(dialog).getByLabelText(/Proof photo/)).toHaveAttribute('accept', 'image/*');
  });

  it('refuses a score that is not a number before sending it', async () => {
    const { user, dialog, calls } = await openAddResult();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Run Tests');
    await user.selectOptions(within(dialog).getByLabelText('Test'), '40 Yard Dash');
    await user.type(within(dialog).getByLabelText('Score'), 'fast');
    await user.click(within(dialog).getByRole('button', { name: 'Add result' }));
    expect(await within(dialog).findByText('Score must be a number, like 12.5')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('reads min/sec as m.ss and refuses 60 seconds or more', async () => {
    const { user, dialog } = await openAddResult();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Run Tests');
    await user.selectOptions(within(dialog).getByLabelText('Test'), '1600 m Run');
    expect(within(dialog).getByText('Minutes.seconds: 4.05 means 4 min 5 s')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Score'), '4.75');
    await user.click(within(dialog).getByRole('button', { name: 'Add result' }));
    expect(await within(dialog).findByText('Seconds must be less than 60')).toBeInTheDocument();
  });

  it("uploads the video, sends the result and says 'Test Added'", async () => {
    const { user, dialog, calls } = await openAddResult({
      'PUT /api/athleteProfile/physical-tests': { body: { msg: 'Test Added', profile: buildDashProfile() } },
      'POST /api/athleteProfile/athData': { body: {} },
    });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Run Tests');
    await user.selectOptions(within(dialog).getByLabelText('Test'), '40 Yard Dash');
    await user.type(within(dialog).getByLabelText('Score'), '4.95');
    const clip = new File([new Uint8Array(2048)], 'dash.mp4', { type: 'video/mp4' });
    await user.upload(within(dialog).getByLabelText(/Proof video/), clip);
    expect(within(dialog).getByText('dash.mp4')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add result' }));

    expect(await screen.findByText('Test Added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      attribute: 'Run Tests',
      test: '40 Yard Dash',
      results: {
        score: '4.95',
        unitOfMeasurement: 'sec',
        vidUrl: 'https://media.example.com/tests/u-1/clip.mp4',
        vidId: 'tests/u-1/clip',
      },
    });
    expect(await screen.findByRole('article', { name: '40 Yard Dash' })).toBeInTheDocument();
  });

  it("shows the server's refusal as a danger alert", async () => {
    const { user, dialog } = await openAddResult({
      'PUT /api/athleteProfile/physical-tests': {
        status: 400,
        body: { errors: [{ msg: 'score: Score must be more than zero' }] },
      },
    });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Speed and Power');
    await user.selectOptions(within(dialog).getByLabelText('Test'), 'Vertical Jump');
    await user.type(within(dialog).getByLabelText('Score'), '61');
    await user.click(within(dialog).getByRole('button', { name: 'Add result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('score: Score must be more than zero');
  });
});
