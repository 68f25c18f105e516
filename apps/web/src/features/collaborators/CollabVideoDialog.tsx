// A collaborator adds a highlight video for an athlete (PUT collab-vids-added); the athlete is told. The clip
// uploads as the athlete's own do: through the global banner, so the dialog may be closed meanwhile and the video
// is added when the upload ends.
import { PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { type FormEvent, useState } from 'react';
import { useAppDispatch } from '../../state/hooks.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { textOrUndefined } from '../athletes/form-values.ts';
import { EvidencePicker } from '../athletes/results/EvidencePicker.tsx';
import { UploadProgress } from '../athletes/videos/UploadProgress.tsx';
import { useUploadThenSave } from '../athletes/videos/use-upload-then-save.ts';
import { collaboratorsApi } from './collaborators-api.ts';

interface CollabVideoDialogProps {
  athlete: { profileId: string; name: string };
  onClose: () => void;
}

export function CollabVideoDialog({ athlete, onClose }: CollabVideoDialogProps) {
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
    const purpose = named ? `A video for ${athlete.name}: "${named}"` : `A video for ${athlete.name}`;
    const asset = await upload({ assetType: 'highlight', file, purpose });
    if (!asset) return;
    const video = { vidUrl: asset.secure_url, vidId: asset.public_id, ...(named ? { title: named } : {}) };
    const call = collaboratorsApi.endpoints.addCollabVideo.initiate(
      { sender: athlete.profileId, video },
      { track: false },
    );
    await save(dispatch(call), onClose);
  }

  const isUploading = phase === 'uploading';

  return (
    <Dialog title={`Add a video for ${athlete.name}`} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Add a video">
        {/* Locked while the file uploads: what is sent is what was shown when it started. */}
        <fieldset className="form__fields" disabled={phase !== 'idle'}>
          <TextField
            label="Title"
            optional
            maxLength={PROFILE_LIMITS.videoTitleLength}
            value={title}
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
        <UploadProgress progress={isUploading ? progress : null} savedWhat="the video" />
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
