// Uploading a highlight video: pick the clip, give it a title, then PUT add-video with its URL ('Video Added!').
// The clip uploads through the global banner; the dialog may be closed meanwhile and the video is added when it ends.
import { PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { type FormEvent, useState } from 'react';
import { useAppDispatch } from '../../../state/hooks.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { athleteApi } from '../athlete-api.ts';
import { textOrUndefined } from '../form-values.ts';
import { EvidencePicker } from '../results/EvidencePicker.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { useUploadThenSave } from './use-upload-then-save.ts';

const TITLE_MAX = PROFILE_LIMITS.videoTitleLength;

export function AddVideoDialog({ profileId, onClose }: { profileId: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
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
    const purpose = named ? `Your highlight video "${named}"` : 'Your highlight video';
    const asset = await upload({ assetType: 'highlight', file, purpose });
    if (!asset) return;
    const request = { profileId, vidUrl: asset.secure_url, vidId: asset.public_id, title: named };
    await save(dispatch(athleteApi.endpoints.addVideo.initiate(request, { track: false })), onClose);
  }

  const isUploading = phase === 'uploading';

  return (
    <Dialog title="Add a highlight video" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Add a highlight video">
        {/* Locked while the file uploads: what is sent is what was shown when it started. */}
        <fieldset className="form__fields" disabled={phase !== 'idle'}>
          <TextField
            label="Title"
            optional
            maxLength={TITLE_MAX}
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
        </fieldset>
        <UploadProgress progress={isUploading ? progress : null} savedWhat="your video" />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {isUploading ? 'Keep browsing' : 'Cancel'}
          </button>
          <SubmitButton isBusy={phase !== 'idle'} busyLabel={isUploading ? 'Uploading...' : 'Saving...'}>
            Add video
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
