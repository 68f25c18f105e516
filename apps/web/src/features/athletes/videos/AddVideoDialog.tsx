// Uploading one's own highlight video: PUT add-video with its URL ('Video Added!'), through VideoUploadDialog.
import { useAppDispatch } from '../../../state/hooks.ts';
import { athleteApi } from '../athlete-api.ts';
import { VideoUploadDialog } from './VideoUploadDialog.tsx';

export function AddVideoDialog({ profileId, onClose }: { profileId: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <VideoUploadDialog
      dialogTitle="Add a highlight video"
      purposeFor={(title) => (title ? `Your highlight video "${title}"` : 'Your highlight video')}
      send={(video) =>
        dispatch(athleteApi.endpoints.addVideo.initiate({ profileId, ...video }, { track: false }))
      }
      savedWhat="your video"
      onClose={onClose}
    />
  );
}
