import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StubReply } from '../../../test/api-stub.ts';
import { buildDashProfile } from '../../../test/athlete-fixtures.ts';
import { openOwnProfileForUpload, sentUpload, uploadedClip } from '../../../test/upload-fixtures.ts';
import { FakeXhr } from '../../media/fake-xhr.ts';

// Each test boots the whole app; on a busy machine the first screen can take over the default second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

const ADDED = { body: { msg: 'Test Added', profile: buildDashProfile() } };

async function openAddResult(routes: Record<string, StubReply> = {}) {
  const view = openOwnProfileForUpload(routes);
  await view.user.click(await screen.findByRole('button', { name: 'Add your first result' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a test result' });
  return { dialog, ...view };
}

/** Fills in a 40 yard dash of 4.95 s with a video and sends it. */
async function submitDashWithVideo(user: UserEvent, dialog: HTMLElement) {
  await user.selectOptions(within(dialog).getByLabelText('Category'), 'Run Tests');
  await user.selectOptions(within(dialog).getByLabelText('Test'), '40 Yard Dash');
  await user.type(within(dialog).getByLabelText('Score'), '4.95');
  const clip = new File([new Uint8Array(2048)], 'dash.mp4', { type: 'video/mp4' });
  await user.upload(within(dialog).getByLabelText(/Proof video/), clip);
  expect(within(dialog).getByText('dash.mp4')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Add result' }));
}

const isPut = (call: { method: string }) => call.method === 'PUT';

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
    expect(optionsOf(within(dialog).getByLabelText('Unit'))).toEqual(['min/sec (m:ss)', 'sec']);
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

  it('refuses a score beyond the world record beside the score field, as the server would (issue 7)', async () => {
    const { user, dialog, calls } = await openAddResult();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Absolute Strength');
    await user.selectOptions(within(dialog).getByLabelText('Test'), 'Bench Press 1 RM');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'lb');
    await user.type(within(dialog).getByLabelText('Score'), '99999999999999999999999');
    await user.click(within(dialog).getByRole('button', { name: 'Add result' }));
    const score = within(dialog).getByLabelText('Score');
    expect(
      await within(dialog).findByText('Bench Press 1 RM: 782.64 lb is the raw world record; check the score'),
    ).toBeInTheDocument();
    expect(score).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some(isPut)).toBe(false);
  });

  it('refuses an image chosen as the proof video before uploading it (issue 7)', async () => {
    const { user, dialog } = await openAddResult();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Run Tests');
    await user.selectOptions(within(dialog).getByLabelText('Test'), '40 Yard Dash');
    const picture = new File([new Uint8Array(64)], 'dash.png', { type: 'image/png' });
    // The picker's accept="video/*" is only a hint to the file chooser: a person can still pick any file.
    fireEvent.change(within(dialog).getByLabelText(/Proof video/), { target: { files: [picture] } });
    expect(within(dialog).getByText('This file is an image, not a video')).toBeInTheDocument();
    expect(within(dialog).queryByText('dash.png')).not.toBeInTheDocument();
  });

  it('reads min/sec as m.ss and refuses 60 seconds or more', async () => {
    const { user, dialog } = await openAddResult();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Run Tests');
    await user.selectOptions(within(dialog).getByLabelText('Test'), '1600 m Run');
    expect(
      within(dialog).getByText('Minutes:seconds, like 4:05 or 1:02.35 (4.05 works too)'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Score'), '4.75');
    await user.click(within(dialog).getByRole('button', { name: 'Add result' }));
    expect(await within(dialog).findByText('Seconds must be less than 60')).toBeInTheDocument();
  });

  it.each([
    ['Aerobic Endurance', '2000 m Row', 'min/sec (m:ss)', '7:30'],
    ['Run Tests', '10 km Run', 'min/sec (m:ss)', '1:02:03'],
    ['Anaerobic Capacity', '500 m Row', 'min/sec (m:ss)', '1:32.35'],
    ['Speed and Power', 'Standing Broad Jump', 'ft', '7ft 2in'],
    ['Speed and Power', 'Standing Broad Jump', 'ft', `7' 2"`],
  ])('takes a %s %s typed as results are shown (%s %s), on a keyboard with its marks (issue 22)', async (category, test, unit, score) => {
    const { user, dialog, calls } = await openAddResult({
      'PUT /api/athleteProfile/physical-tests': ADDED,
      'POST /api/athleteProfile/athData': { body: {} },
    });
    await user.selectOptions(within(dialog).getByLabelText('Category'), category);
    await user.selectOptions(within(dialog).getByLabelText('Test'), test);
    await user.selectOptions(within(dialog).getByLabelText('Unit'), unit);
    const field = within(dialog).getByLabelText('Score');
    // A numeric keypad has no colon and no quote.
    expect(field).toHaveAttribute('inputmode', 'text');
    await user.type(field, score);
    await user.click(within(dialog).getByRole('button', { name: 'Add result' }));
    expect(await screen.findByText('Test Added')).toBeInTheDocument();
    expect(calls.find(isPut)?.body).toMatchObject({ test, results: { score } });
  });

  it("uploads the video with the banner and the dialog showing progress, then sends the result and says 'Test Added'", async () => {
    const { user, dialog, calls } = await openAddResult({
      'PUT /api/athleteProfile/physical-tests': ADDED,
      'POST /api/athleteProfile/athData': { body: {} },
    });
    await submitDashWithVideo(user, dialog);

    const xhr = await sentUpload(0);
    expect(screen.getByText('Upload is in progress...')).toBeInTheDocument();
    act(() => xhr.progress(1024, 2048));
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(dialog).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    // What is sent is what was shown: the fields wait for the upload.
    expect(within(dialog).getByLabelText('Score')).toBeDisabled();
    expect(calls.some(isPut)).toBe(false);
    act(() => xhr.respond(200, uploadedClip('tests')));

    expect(await screen.findByText('Test Added')).toBeInTheDocument();
    // The alert and the dialog's closing may land in separate renders on a busy machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Upload is in progress...')).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/cloudinary-signature')?.body).toEqual({
      folder: 'tests',
    });
    expect(calls.find(isPut)?.body).toEqual({
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

  it('lets the athlete close the dialog and keep browsing; the result is saved when the upload ends', async () => {
    const { user, dialog, calls } = await openAddResult({
      'PUT /api/athleteProfile/physical-tests': ADDED,
      'POST /api/athleteProfile/athData': { body: {} },
    });
    await submitDashWithVideo(user, dialog);
    const xhr = await sentUpload(0);
    expect(
      within(dialog).getByText(/You can keep browsing: the upload carries on and your result is saved/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep browsing' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Upload is in progress...')).toBeInTheDocument();
    act(() => xhr.respond(200, uploadedClip('tests')));

    expect(await screen.findByText('Test Added')).toBeInTheDocument();
    expect(calls.find(isPut)?.body).toMatchObject({ test: '40 Yard Dash', results: { score: '4.95' } });
    expect(await screen.findByRole('article', { name: '40 Yard Dash' })).toBeInTheDocument();
    expect(screen.queryByText('Upload is in progress...')).not.toBeInTheDocument();
  });

  it('tells a user who closed the dialog which result was not saved when the upload fails', async () => {
    const { user, dialog, calls } = await openAddResult();
    await submitDashWithVideo(user, dialog);
    const xhr = await sentUpload(0);
    await user.click(within(dialog).getByRole('button', { name: 'Keep browsing' }));
    act(() => xhr.respond(413, { errors: [{ msg: 'The file is too large' }] }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your 40 Yard Dash result was not saved: The file is too large',
    );
    expect(screen.queryByText('Upload is in progress...')).not.toBeInTheDocument();
    expect(calls.some(isPut)).toBe(false);
  });

  it('keeps the form filled in for another try when the upload fails while it is open', async () => {
    const { user, dialog, calls } = await openAddResult({
      'PUT /api/athleteProfile/physical-tests': ADDED,
      'POST /api/athleteProfile/athData': { body: {} },
    });
    await submitDashWithVideo(user, dialog);
    const first = await sentUpload(0);
    act(() => first.fail());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your 40 Yard Dash result was not saved: Could not reach the upload server',
    );
    expect(within(dialog).getByLabelText('Score')).toHaveValue('4.95');
    expect(within(dialog).getByText('dash.mp4')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Add result' }));
    const second = await sentUpload(1);
    act(() => second.respond(200, uploadedClip('tests')));
    expect(await screen.findByText('Test Added')).toBeInTheDocument();
    expect(calls.filter(isPut)).toHaveLength(1);
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
