// A collaborator adds a highlight video for an athlete (PUT collab-vids-added); the athlete is told. The clip uploads
// as the athlete's own do (VideoUploadDialog).
import { useAppDispatch } from '../../state/hooks.ts';
import { VideoUploadDialog } from '../athletes/index.ts';
import { collaboratorsApi } from './collaborators-api.ts';

interface CollabVideoDialogProps {
  athlete: { profileId: string; name: string };
  onClose: () => void;
}

export function CollabVideoDialog({ athlete, onClose }: CollabVideoDialogProps) {
  const dispatch = useAppDispatch();
  return (
    <VideoUploadDialog
      dialogTitle={`Add a video for ${athlete.name}`}
      purposeFor={(title) =>
        title ? `A video for ${athlete.name}: "${title}"` : `A video for ${athlete.name}`
      }
      send={({ title, ...video }) =>
        dispatch(
          collaboratorsApi.endpoints.addCollabVideo.initiate(
            { sender: athlete.profileId, video: { ...video, ...(title ? { title } : {}) } },
            { track: false },
          ),
        )
      }
      savedWhat="the video"
      onClose={onClose}
    />
  );
}
