// Saving a form that carries a file: the upload goes through the global upload banner (account spec 2), then
// the edit is sent. Both outlive the form, so the athlete may close it and keep browsing: 'Test Added' or
// 'Video Added!' arrives when the upload is done, and a failure is always told (the banner's alert, or the server's).
import { useCallback, useEffect, useRef, useState } from 'react';
import { type UploadAssetRequest, uploadInBackground } from '../../media/index.ts';
import { useProfileEdit } from '../use-profile-edit.ts';

export interface Unwrappable<T> {
  unwrap(): Promise<T>;
}

export type SavePhase = 'idle' | 'uploading' | 'saving';

export function useUploadThenSave() {
  const saveEdit = useProfileEdit();
  const [phase, setPhase] = useState<SavePhase>('idle');
  /** The share of the file sent so far, 0 to 1. */
  const [progress, setProgress] = useState(0);
  const isOpen = useRef(false);
  useEffect(() => {
    isOpen.current = true;
    return () => {
      isOpen.current = false;
    };
  }, []);

  /** The stored file, or null when the upload failed: the banner has alerted, and an open form keeps its values. */
  const upload = useCallback(
    async (request: Omit<UploadAssetRequest, 'onProgress' | 'onDone' | 'onError'>) => {
      setProgress(0);
      setPhase('uploading');
      try {
        return await uploadInBackground({ ...request, onProgress: setProgress });
      } catch {
        setPhase('idle');
        return null;
      }
    },
    [],
  );

  /**
   * Sends the edit and says how it went; onSaved (typically: close the form) runs only if the form is still open.
   * Start the call with the store's dispatch and `{ track: false }`, not a mutation hook: the form may be gone.
   */
  const save = useCallback(
    async (call: Unwrappable<{ msg: string }>, onSaved: () => void) => {
      setPhase('saving');
      const isSaved = await saveEdit(call);
      setPhase('idle');
      if (isSaved && isOpen.current) onSaved();
    },
    [saveEdit],
  );

  return { upload, save, phase, progress };
}
