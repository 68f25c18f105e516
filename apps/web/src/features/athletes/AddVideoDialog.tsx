// Uploading a highlight video: pick the clip, give it a title, then PUT add-video with its URL ('Video Added!').
import { type FormEvent, useState } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { showErrorAlerts } from '../alerts/messages.ts';
import { UPLOAD_FAILED } from '../media/upload-asset.ts';
import { useAddVideoMutation } from './athlete-api.ts';
import { EvidencePicker } from './EvidencePicker.tsx';
import { textOrUndefined } from './form-values.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { useProfileEdit } from './use-profile-edit.ts';
import { useUpload } from './use-upload.ts';

const TITLE_MAX = 120;

export function AddVideoDialog({ profileId, onClose }: { profileId: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const save = useProfileEdit();
  const [addVideo, { isLoading }] = useAddVideoMutation();
  const { upload, progress } = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setFileError('Choose a video to upload');
      return;
    }
    let asset: Awaited<ReturnType<typeof upload>>;
    try {
      asset = await upload(file, 'highlights');
    } catch (error) {
      dispatch(showErrorAlerts(error, UPLOAD_FAILED));
      return;
    }
    const request = {
      profileId,
      vidUrl: asset.secure_url,
      vidId: asset.public_id,
      title: textOrUndefined(title),
    };
    if (await save(addVideo(request))) onClose();
  }

  return (
    <Dialog title="Add a highlight video" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Add a highlight video">
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
        <UploadProgress progress={progress} />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton
            isBusy={isLoading || progress !== null}
            busyLabel={progress !== null ? 'Uploading...' : 'Saving...'}
          >
            Add video
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
