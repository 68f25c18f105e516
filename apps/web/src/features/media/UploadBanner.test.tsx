// The upload banner: hidden when idle, 'Upload is in progress...' with a progress bar while any upload runs, a danger alert on failure.
import type { UploadSignature } from '@podium/core/api';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformProvider } from '../../platform/index.ts';
import { sessionStarted } from '../../state/session-actions.ts';
import { createAppStore } from '../../state/store.ts';
import { stubApi } from '../../test/api-stub.ts';
import { testPlatform } from '../../test/render.tsx';
import { reportedUpload } from '../../test/upload-fixtures.ts';
import { Alerts } from '../alerts/Alerts.tsx';
import { FakeXhr } from './fake-xhr.ts';
import { UploadBanner } from './UploadBanner.tsx';
import { requestUpload, uploadInBackground } from './upload-events.ts';

const SIGNATURE: UploadSignature = {
  apiKey: 'podium-local',
  timestamp: 1_700_000_000,
  signature: 'a'.repeat(40),
  uploadPreset: 'podium',
  folder: 'highlights/u1',
  cloudName: 'local',
  uploadUrl: 'http://localhost:3000/api/media/upload',
};
const ASSET = {
  secure_url: 'http://localhost:3000/media/highlights/u1/0123456789abcdef0123.mp4',
  public_id: 'highlights/u1/0123456789abcdef0123',
  resource_type: 'video',
  format: 'mp4',
  bytes: 100,
};
const video = (size = 100) => new File([new Uint8Array(size)], 'clip.mp4', { type: 'video/mp4' });

function renderBanner() {
  const platform = testPlatform();
  const store = createAppStore(platform);
  // Signed in: the banner signs uploads with the store's token, as every other call does.
  store.dispatch(sessionStarted('tok-1'));
  render(
    <PlatformProvider platform={platform}>
      <Provider store={store}>
        <Alerts />
        <UploadBanner />
      </Provider>
    </PlatformProvider>,
  );
  return store;
}

async function sentCount(count: number) {
  await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(count));
}

const xhrAt = (index: number) => {
  const xhr = FakeXhr.sent[index];
  if (!xhr) throw new Error(`no upload ${index}`);
  return xhr;
};

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

describe('<UploadBanner />', () => {
  it('shows nothing while no upload is pending', () => {
    renderBanner();
    expect(screen.queryByText('Upload is in progress...')).not.toBeInTheDocument();
  });

  it('uploads on the upload-asset event, shows progress, then hands the asset over and hides', async () => {
    const calls = stubApi({
      'POST /api/cloudinary-signature': { body: SIGNATURE },
      'POST /api/media/files': reportedUpload,
    });
    renderBanner();
    const onDone = vi.fn();
    const onProgress = vi.fn();
    act(() => requestUpload({ assetType: 'highlight', file: video(), onDone, onProgress }));

    expect(await screen.findByText('Upload is in progress...')).toBeInTheDocument();
    await sentCount(1);
    expect(calls[0]?.body).toEqual({ folder: 'highlights' });
    expect(calls[0]?.headers.get('x-auth-token')).toBe('tok-1');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    act(() => xhrAt(0).progress(40, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    // The form that asked can show the same progress in its own bar.
    expect(onProgress).toHaveBeenLastCalledWith(0.4);

    act(() => xhrAt(0).respond(200, ASSET));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(ASSET));
    expect(screen.queryByText('Upload is in progress...')).not.toBeInTheDocument();
  });

  it('sends test uploads to the tests folder unless the event names one', async () => {
    const calls = stubApi({
      'POST /api/cloudinary-signature': { body: SIGNATURE },
      'POST /api/media/files': reportedUpload,
    });
    renderBanner();
    act(() => requestUpload({ assetType: 'test', file: video() }));
    act(() => requestUpload({ assetType: 'test', file: video(), folder: 'groups' }));
    await sentCount(2);
    expect(calls.map((call) => call.body)).toEqual([{ folder: 'tests' }, { folder: 'groups' }]);
  });

  it('stays while any upload is pending, weighing the bar by size', async () => {
    stubApi({
      'POST /api/cloudinary-signature': { body: SIGNATURE },
      'POST /api/media/files': reportedUpload,
    });
    renderBanner();
    act(() => {
      requestUpload({ assetType: 'highlight', file: video(300) });
      requestUpload({ assetType: 'test', file: video(100) });
    });
    await sentCount(2);
    act(() => xhrAt(1).progress(100, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    act(() => xhrAt(1).respond(200, ASSET));
    await vi.waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0'));
    expect(screen.getByText('Upload is in progress...')).toBeInTheDocument();

    act(() => xhrAt(0).respond(200, ASSET));
    await vi.waitFor(() => expect(screen.queryByText('Upload is in progress...')).not.toBeInTheDocument());
  });

  it('shows the refusal as a danger alert and hides the banner', async () => {
    stubApi({
      'POST /api/cloudinary-signature': { body: SIGNATURE },
      'POST /api/media/files': reportedUpload,
    });
    renderBanner();
    const onError = vi.fn();
    act(() => requestUpload({ assetType: 'highlight', file: video(), onError }));
    await sentCount(1);
    act(() => xhrAt(0).respond(415, { errors: [{ msg: 'Upload a video (MP4, MOV or WebM)' }] }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Upload a video (MP4, MOV or WebM)');
    expect(screen.queryByText('Upload is in progress...')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('names what was not saved, so a user who closed the form still knows what was lost', async () => {
    stubApi({
      'POST /api/cloudinary-signature': { body: SIGNATURE },
      'POST /api/media/files': reportedUpload,
    });
    renderBanner();
    act(() => requestUpload({ assetType: 'test', file: video(), purpose: 'Your 40 Yard Dash result' }));
    await sentCount(1);
    act(() => xhrAt(0).respond(413, { errors: [{ msg: 'The file is too large' }] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your 40 Yard Dash result was not saved: The file is too large',
    );
  });

  it('rejects uploadInBackground with the error once the alert is shown, and resolves it with the asset', async () => {
    stubApi({
      'POST /api/cloudinary-signature': { body: SIGNATURE },
      'POST /api/media/files': reportedUpload,
    });
    renderBanner();
    const failing = uploadInBackground({ assetType: 'highlight', file: video() });
    await sentCount(1);
    act(() => xhrAt(0).fail());
    await expect(failing).rejects.toMatchObject({ status: 0 });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the upload server');

    const working = uploadInBackground({ assetType: 'highlight', file: video() });
    await sentCount(2);
    act(() => xhrAt(1).respond(200, ASSET));
    await expect(working).resolves.toEqual(ASSET);
  });

  it('alerts when the connection drops mid-upload', async () => {
    stubApi({
      'POST /api/cloudinary-signature': { body: SIGNATURE },
      'POST /api/media/files': reportedUpload,
    });
    renderBanner();
    act(() => requestUpload({ assetType: 'highlight', file: video() }));
    await sentCount(1);
    act(() => xhrAt(0).fail());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the upload server');
  });

  it('ends the session when signing answers 401', async () => {
    window.history.replaceState(null, '', '/AthleteProfile');
    stubApi({
      'POST /api/cloudinary-signature': { status: 401, body: { errors: [{ msg: 'Please sign in' }] } },
    });
    const store = renderBanner();
    expect(store.getState().auth.token).toBe('tok-1');
    act(() => requestUpload({ assetType: 'test', file: video() }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in');
    expect(store.getState().auth.token).toBeNull();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('ignores malformed events', async () => {
    const calls = stubApi({});
    renderBanner();
    act(() => {
      window.dispatchEvent(
        new CustomEvent('upload-asset', { detail: { assetType: 'poster', file: video() } }),
      );
      window.dispatchEvent(
        new CustomEvent('upload-asset', { detail: { assetType: 'test', file: 'clip.mp4' } }),
      );
      window.dispatchEvent(
        new CustomEvent('upload-asset', { detail: { assetType: 'test', file: video(), onDone: 'save' } }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    expect(screen.queryByText('Upload is in progress...')).not.toBeInTheDocument();
  });
});
