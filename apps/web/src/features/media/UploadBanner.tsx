// The global upload banner (account spec 2): performs uploads asked for by the upload-asset event and shows their progress.
import { isPublicPath } from '@podium/core';
import type { UploadedAsset } from '@podium/core/api/media';
import { useEffect, useState } from 'react';
import { usePlatform } from '../../platform/index.ts';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { messagesFor } from '../../state/messages.ts';
import { sessionExpired } from '../../state/session-actions.ts';
import styles from './UploadBanner.module.css';
import { UPLOAD_FAILED, UploadError } from './upload-error.ts';
import { DEFAULT_FOLDERS, isUploadRequest, UPLOAD_ASSET_EVENT } from './upload-events.ts';

interface PendingUpload {
  id: number;
  /** Bytes, so a large video weighs more in the shared bar than a small image. */
  size: number;
  sent: number;
}

let nextUploadId = 0;

/** The share of all pending bytes already sent, as a whole percentage. */
export function overallPercent(uploads: readonly PendingUpload[]): number {
  const total = uploads.reduce((sum, upload) => sum + upload.size, 0);
  if (total === 0) return 0;
  const sent = uploads.reduce((sum, upload) => sum + upload.sent, 0);
  return Math.min(100, Math.round((sent / total) * 100));
}

export function UploadBanner() {
  const dispatch = useAppDispatch();
  const platform = usePlatform();
  // The session token as every other call sends it (the API base query reads the same store field).
  const token = useAppSelector((state) => state.auth.token);
  const [uploads, setUploads] = useState<PendingUpload[]>([]);

  useEffect(() => {
    async function perform(detail: unknown) {
      if (!isUploadRequest(detail)) return;
      const id = ++nextUploadId;
      const size = Math.max(detail.file.size, 1);
      setUploads((list) => [...list, { id, size, sent: 0 }]);
      const onProgress = (fraction: number) => {
        setUploads((list) =>
          list.map((upload) => (upload.id === id ? { ...upload, sent: fraction * size } : upload)),
        );
        detail.onProgress?.(fraction);
      };
      let asset: UploadedAsset;
      try {
        // The upload code (and the answers' schemas) load with the first upload, not with every screen's frame.
        const { uploadAsset } = await import('./upload-asset.ts');
        asset = await uploadAsset(
          detail.file,
          detail.folder ?? DEFAULT_FOLDERS[detail.assetType],
          onProgress,
          {
            apiBaseUrl: platform.apiBaseUrl,
            token,
          },
        );
      } catch (error) {
        // Only the signature call carries the session: a 401 there means it is gone (account spec 8).
        if (error instanceof UploadError && error.status === 401 && !isPublicPath(window.location.pathname)) {
          dispatch(sessionExpired());
        }
        // Upload failures show a danger alert (account spec 8), naming what was not saved: the form may be closed.
        for (const msg of messagesFor(error, UPLOAD_FAILED)) {
          dispatch(showAlert(detail.purpose ? `${detail.purpose} was not saved: ${msg}` : msg, 'danger'));
        }
        detail.onError?.(error);
        return;
      } finally {
        setUploads((list) => list.filter((upload) => upload.id !== id));
      }
      detail.onDone?.(asset);
    }
    const onUploadAsset = (event: CustomEvent<unknown>) => void perform(event.detail);
    window.addEventListener(UPLOAD_ASSET_EVENT, onUploadAsset);
    return () => window.removeEventListener(UPLOAD_ASSET_EVENT, onUploadAsset);
  }, [dispatch, platform, token]);

  const pending = uploads.length > 0;
  useEffect(() => {
    if (!pending) return;
    // Leaving the page would cut the upload off.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  if (!pending) return null;
  const percent = overallPercent(uploads);
  return (
    <section className={styles.banner} aria-label="Uploads" aria-live="polite">
      <p className={styles.text}>Upload is in progress...</p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}
