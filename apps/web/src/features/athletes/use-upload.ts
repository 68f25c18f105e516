// Uploads a test clip, scan or highlight through the media feature, keeping its progress for the form to show.
import { isPublicPath, STORAGE_KEYS } from '@podium/core';
import type { UploadedAsset, UploadFolder } from '@podium/core/api';
import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { sessionExpired } from '../../app/session-actions.ts';
import { usePlatform } from '../../platform/index.ts';
import { UploadError, uploadAsset } from '../media/upload-asset.ts';

export function useUpload() {
  const platform = usePlatform();
  const dispatch = useAppDispatch();
  /** 0 to 1 while a file is on its way, null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (file: Blob, folder: UploadFolder): Promise<UploadedAsset> => {
      setProgress(0);
      try {
        return await uploadAsset(file, folder, setProgress, {
          apiBaseUrl: platform.apiBaseUrl,
          token: platform.storage.get(STORAGE_KEYS.token),
        });
      } catch (error) {
        // Only the signature call carries the session: a 401 there means it is gone (account spec 8).
        if (error instanceof UploadError && error.status === 401 && !isPublicPath(window.location.pathname)) {
          dispatch(sessionExpired());
        }
        throw error;
      } finally {
        setProgress(null);
      }
    },
    [platform, dispatch],
  );

  return { upload, progress };
}
