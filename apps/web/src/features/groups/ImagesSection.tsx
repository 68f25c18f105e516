// A group's images (issue 24): a grid, newest first, 24 a page; admins add several at once (up to the server's
// limit a call) through the upload path the group photo takes, then the group takes them by their public ids
// (`Images Added!`), and remove one (`Image Removed!`).
import { GROUP_LIMITS } from '@podium/core/api/groups';
import type { UploadedAsset } from '@podium/core/api/media';
import { type ReactNode, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { uploadInBackground } from '../media/index.ts';
import { FilePick } from './FilePick.tsx';
import { GroupSection } from './GroupSection.tsx';
import {
  useAddGroupImagesMutation,
  useGetGroupImagesInfiniteQuery,
  useRemoveGroupImageMutation,
} from './group-files-api.ts';
import styles from './ImagesSection.module.css';
import { morePagesOf } from './more-pages.ts';
import type { GroupView } from './use-group-page.ts';

function AddImages({ view }: { view: GroupView }) {
  const dispatch = useAppDispatch();
  const [isUploading, setUploading] = useState(false);
  const [add] = useAddGroupImagesMutation();
  async function onFiles(files: File[]) {
    if (files.length > GROUP_LIMITS.imagesPerCall) {
      dispatch(showAlert(`Add up to ${GROUP_LIMITS.imagesPerCall} images at once`, 'danger'));
      return;
    }
    setUploading(true);
    try {
      // The banner shows each upload and alerts a failure itself; the ones that arrived are still added.
      const settled = await Promise.allSettled(
        files.map((file) =>
          uploadInBackground({
            assetType: 'test',
            folder: 'groups',
            file,
            purpose: `The image ${file.name}`,
          }),
        ),
      );
      const uploaded = settled.flatMap((result): UploadedAsset[] =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      if (uploaded.length === 0) return;
      const reply = await add({
        id: view.group._id,
        body: { type: view.myProf.profileType, images: uploaded.map((asset) => asset.public_id) },
      }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    } finally {
      setUploading(false);
    }
  }
  return (
    <FilePick
      label="Add images"
      isBusy={isUploading}
      accept="image/jpeg,image/png,image/webp,image/gif"
      isMultiple
      note={`Up to ${GROUP_LIMITS.imagesPerCall} at once; location data is removed.`}
      onFiles={onFiles}
    />
  );
}

export function ImagesSection({ view }: { view: GroupView }) {
  const dispatch = useAppDispatch();
  const isAdmin = view.myProf.role !== 'member';
  const query = useGetGroupImagesInfiniteQuery({ id: view.group._id, type: view.myProf.profileType });
  const [remove] = useRemoveGroupImageMutation();
  const images = query.data?.pages.flatMap((page) => page.images) ?? [];
  async function onRemove(imageId: string) {
    try {
      const reply = await remove({ id: view.group._id, imageId }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  let body: ReactNode;
  if (query.isLoading) body = <Loader label="Loading images..." />;
  else if (!query.data) {
    body = (
      <StatePanel kind="error" title="Images did not load" onRetry={() => query.refetch()}>
        We could not load this group’s images.
      </StatePanel>
    );
  } else if (images.length === 0) {
    body = (
      <StatePanel kind="empty" title="No images yet" isFramed>
        {isAdmin
          ? 'Add photos from training and meets for the whole group.'
          : 'The admins’ photos show here.'}
      </StatePanel>
    );
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-label="Images">
          {images.map((image) => (
            <li key={image._id} className={styles.tile}>
              <img
                src={image.url}
                alt={`Added by ${image.addedBy?.name ?? 'a former member'}`}
                width={image.width ?? undefined}
                height={image.height ?? undefined}
                loading="lazy"
              />
              {isAdmin && (
                <Button
                  variant="link-danger"
                  size="small"
                  onClick={() => void onRemove(image._id)}
                  aria-label={`Remove the image added by ${image.addedBy?.name ?? 'a former member'}`}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
        <LoadMore {...morePagesOf(query)} failedLead="We could not load more images." />
      </>
    );
  }
  return (
    <GroupSection id="group-images" title="Images">
      {isAdmin && <AddImages view={view} />}
      {body}
    </GroupSection>
  );
}
