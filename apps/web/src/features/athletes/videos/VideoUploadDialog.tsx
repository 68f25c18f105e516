// Uploading a highlight video: pick the clip, give it a title, then send its URL with `send` (the athlete's own
// add-video, or a collaborator's collab-vids-added). The clip uploads through the global banner; the dialog may be
// closed meanwhile and the video is added when the upload ends.
import { PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, DialogActions, DialogFields } from '../../../ui/Dialog.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { textOrUndefined } from '../form-values.ts';
import { EvidencePicker } from '../results/EvidencePicker.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { type Unwrappable, useUploadThenSave } from './use-upload-then-save.ts';

export interface UploadedVideo {
  vidUrl: string;
  vidId: string;
  title?: string | undefined;
}

interface VideoUploadDialogProps {
  dialogTitle: string;
  /** What the upload banner calls the file, from its title when given. */
  purposeFor: (title: string | undefined) => string;
  /** Sends the uploaded video; started with the store's dispatch and `{ track: false }` (the form may be gone). */
  send: (video: UploadedVideo) => Unwrappable<{ msg: string }>;
  /** What the banner says is saved ("your video"). */
  savedWhat: string;
  onClose: () => void;
}

export function VideoUploadDialog({
  dialogTitle,
  purposeFor,
  send,
  savedWhat,
  onClose,
}: VideoUploadDialogProps) {
  const { upload, save, phase, progress } = useUploadThenSave();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setFileError('Choose a video to upload');
      return;
    }
    const named = textOrUndefined(title);
    const asset = await upload({ assetType: 'highlight', file, purpose: purposeFor(named) });
    if (!asset) return;
    await save(send({ vidUrl: asset.secure_url, vidId: asset.public_id, title: named }), onClose);
  }

  const isUploading = phase === 'uploading';

  return (
    <Dialog title={dialogTitle} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label={dialogTitle}>
        {/* Locked while the file uploads: what is sent is what was shown when it started. */}
        <DialogFields isDisabled={phase !== 'idle'}>
          <TextField
            label="Title"
            optional
            maxLength={PROFILE_LIMITS.videoTitleLength}
            value={title}
            placeholder="e.g. Hat-trick against Northside"
            onChange={(event) => setTitle(event.target.value)}
          />
          <EvidencePicker
            kind="video"
            label="Video"
            isRequired
            file={file}
            error={fileError}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(undefined);
            }}
          />
        </DialogFields>
        <UploadProgress progress={isUploading ? progress : null} savedWhat={savedWhat} />
        <DialogActions>
          <Button onClick={onClose}>{isUploading ? 'Keep browsing' : 'Cancel'}</Button>
          <SubmitButton isBusy={phase !== 'idle'} busyLabel={isUploading ? 'Uploading...' : 'Saving...'}>
            Add video
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
