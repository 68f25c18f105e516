// Highlight videos: they play in place; the owner adds (uploads) and removes them.
import type { AthleteProfile, HighlightVideo } from '@podium/core/api/athletes';
import { PROFILE_FULL, PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { lazy, Suspense, useState } from 'react';
import { useClock } from '../../../state/server-page.ts';
import { Button } from '../../../ui/Button.tsx';
import { formatDay } from '../../../ui/dates.ts';
import { StatePanel } from '../../../ui/StatePanel.tsx';
import { UnderHeading } from '../../../ui/UnderHeading.tsx';
import { useOwnerControls } from '../profile/owner-controls.ts';
import { ProfileSection } from '../profile/ProfileSection.tsx';
import styles from './VideosSection.module.css';

// Dialogs load when first opened (their forms and react-hook-form with them), not with the profile (issue 8).
const AddVideoDialog = lazy(async () => ({ default: (await import('./AddVideoDialog.tsx')).AddVideoDialog }));

function VideoCard({ video, canEdit }: { video: HighlightVideo; canEdit: boolean }) {
  const owner = useOwnerControls();
  const { inUtc } = useClock();
  const title = video.title ?? 'Highlight';
  return (
    <li className={styles.card}>
      {/* biome-ignore lint/a11y/useMediaCaption: highlight clips are uploaded by athletes without captions */}
      <video className={styles.player} src={video.vidUrl} controls preload="metadata" aria-label={title} />
      <div className={styles.text}>
        <span className={styles.title}>{title}</span>
        <time className="muted" dateTime={video.date}>
          {formatDay(new Date(video.date), inUtc)}
        </time>
        {canEdit && owner && <owner.VideoRemove video={video} title={title} />}
      </div>
    </li>
  );
}

export function VideosSection({ profile, canEdit }: { profile: AthleteProfile; canEdit: boolean }) {
  const [isAdding, setIsAdding] = useState(false);
  const videos = profile.highlightVideos;
  // The server refuses one more too (issue 7); saying so here spares an upload that cannot be kept.
  const isFull = videos.length >= PROFILE_LIMITS.highlightVideos;
  return (
    <ProfileSection
      titleId="videos-title"
      title="Highlights"
      tour="videos"
      actions={
        canEdit &&
        videos.length > 0 &&
        !isFull && <Button onClick={() => setIsAdding(true)}>Add video</Button>
      }
    >
      {videos.length === 0 ? (
        <UnderHeading level={2}>
          <StatePanel
            kind="empty"
            isFramed
            title="No highlight videos yet"
            action={
              canEdit ? (
                <Button variant="primary" onClick={() => setIsAdding(true)}>
                  Upload a highlight
                </Button>
              ) : undefined
            }
          >
            {canEdit
              ? 'Show coaches your best moments: a goal, a rally, a personal best.'
              : 'No highlights have been shared yet.'}
          </StatePanel>
        </UnderHeading>
      ) : (
        <ul className={styles.grid}>
          {videos.map((video) => (
            <VideoCard key={video._id} video={video} canEdit={canEdit} />
          ))}
        </ul>
      )}
      {canEdit && isFull && (
        <p className="muted">{PROFILE_FULL.highlightVideos}: remove one to add another.</p>
      )}
      {isAdding && (
        <Suspense fallback={null}>
          <AddVideoDialog profileId={profile._id} onClose={() => setIsAdding(false)} />
        </Suspense>
      )}
    </ProfileSection>
  );
}
