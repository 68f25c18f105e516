import { PROFILE_FULL, PROFILE_LIMITS } from '@podium/core/api';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StubReply } from '../../../test/api-stub.ts';
import { buildProfile } from '../../../test/athlete-fixtures.ts';
import { openOwnProfileForUpload, sentUpload, uploadedClip } from '../../../test/upload-fixtures.ts';
import { FakeXhr } from '../../media/fake-xhr.ts';

// Each test boots the whole app; on a busy machine the first screen can take over the default second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

const withVideo = buildProfile({
  highlightVideos: [
    {
      _id: 'v-1',
      vidUrl: 'https://media.example.com/highlights/u-1/clip.mp4',
      vidId: 'highlights/u-1/clip',
      title: 'Cup final',
      date: '2025-03-01T10:00:00.000Z',
    },
  ],
});

async function startHighlightUpload(routes: Record<string, StubReply> = {}) {
  const view = openOwnProfileForUpload(routes);
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: 'Upload a highlight' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a highlight video' });
  await user.type(within(dialog).getByLabelText(/Title/), 'Cup final');
  const clip = new File([new Uint8Array(4096)], 'final.mp4', { type: 'video/mp4' });
  await user.upload(within(dialog).getByLabelText(/^Video/), clip);
  await user.click(within(dialog).getByRole('button', { name: 'Add video' }));
  const xhr = await sentUpload(0);
  return { dialog, xhr, ...view };
}

describe('adding a highlight video', () => {
  it("keeps uploading after the dialog is closed, then adds the video with 'Video Added!'", async () => {
    const { user, dialog, xhr, calls } = await startHighlightUpload({
      'PUT /api/athleteProfile/add-video/p-1': { body: { msg: 'Video Added!', profile: withVideo } },
    });
    expect(screen.getByText('Upload is in progress...')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/cloudinary-signature')?.body).toEqual({
      folder: 'highlights',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep browsing' }));
    // Another dialog opened meanwhile is not closed by the first upload finishing.
    await user.click(screen.getByRole('button', { name: 'Upload a highlight' }));
    const second = await screen.findByRole('dialog', { name: 'Add a highlight video' });

    act(() => xhr.respond(200, uploadedClip('highlights')));
    expect(await screen.findByText('Video Added!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      vidUrl: 'https://media.example.com/highlights/u-1/clip.mp4',
      vidId: 'highlights/u-1/clip',
      title: 'Cup final',
    });
    expect(await screen.findByLabelText('Cup final')).toBeInTheDocument();
    expect(second).toBeInTheDocument();
    expect(screen.queryByText('Upload is in progress...')).not.toBeInTheDocument();
  });

  it('tells the athlete which video was not saved when the upload fails after closing', async () => {
    const { user, dialog, xhr, calls } = await startHighlightUpload();
    await user.click(within(dialog).getByRole('button', { name: 'Keep browsing' }));
    act(() => xhr.respond(415, { errors: [{ msg: 'Upload a video (MP4, MOV or WebM)' }] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your highlight video "Cup final" was not saved: Upload a video (MP4, MOV or WebM)',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('choosing the file (issue 7)', () => {
  it('refuses a PNG as a highlight video before uploading it, and takes a video after', async () => {
    const { user } = openOwnProfileForUpload();
    await user.click(await screen.findByRole('button', { name: 'Upload a highlight' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a highlight video' });
    const picker = within(dialog).getByLabelText(/^Video/);
    // accept="video/*" only guides the file chooser: a person can still pick any file.
    const picture = new File([new Uint8Array(64)], 'goal.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [picture] } });
    expect(within(dialog).getByText('This file is an image, not a video')).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Add video' }));
    expect(within(dialog).getByText('This file is an image, not a video')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    const clip = new File([new Uint8Array(64)], 'goal.mp4', { type: 'video/mp4' });
    fireEvent.change(picker, { target: { files: [clip] } });
    expect(within(dialog).queryByText('This file is an image, not a video')).not.toBeInTheDocument();
    expect(within(dialog).getByText('goal.mp4')).toBeInTheDocument();
  });
});

describe('a full highlights reel (issue 7)', () => {
  it('offers no more uploads past the limit, and says why', async () => {
    const videos = Array.from({ length: PROFILE_LIMITS.highlightVideos }, (_, index) => ({
      _id: `v-${index}`,
      vidUrl: `https://media.example.com/highlights/u-1/clip-${index}.mp4`,
      vidId: null,
      title: `Clip ${index}`,
      date: '2025-03-01T10:00:00.000Z',
    }));
    openOwnProfileForUpload({
      'GET /api/athleteProfile/me': { body: buildProfile({ highlightVideos: videos }) },
    });
    const section = await screen.findByRole('region', { name: 'Highlights' });
    expect(within(section).queryByRole('button', { name: 'Add video' })).not.toBeInTheDocument();
    expect(
      within(section).getByText(`${PROFILE_FULL.highlightVideos}: remove one to add another.`),
    ).toBeInTheDocument();
  });
});
