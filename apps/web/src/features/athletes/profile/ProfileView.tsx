// The athlete profile laid out: hero, test results and highlights, then sports, stats and destinations beside them.
import { bestRank, formatOrdinal } from '@podium/core';
import type { AthleteProfile } from '@podium/core/api/athletes';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../ui/Button.tsx';
import { UnderHeading } from '../../../ui/UnderHeading.tsx';
import { TimelineLink } from '../../timeline/index.ts';
import { DestinationsSection } from '../destinations/DestinationsSection.tsx';
import { type RankingView, TestResultsSection } from '../results/TestResultsSection.tsx';
import { SportsSection } from '../sports/SportsSection.tsx';
import { VideosSection } from '../videos/VideosSection.tsx';
import { AboutSection } from './AboutSection.tsx';
import { useOwnerControls } from './owner-controls.ts';
import { ProfileHeader } from './ProfileHeader.tsx';
import styles from './ProfileView.module.css';
import { QuickStatsSection } from './QuickStatsSection.tsx';

// Dialogs load when first opened (their forms and react-hook-form with them), not with the profile (issue 8).
const ShareDialog = lazy(async () => ({ default: (await import('./ShareDialog.tsx')).ShareDialog }));

interface ProfileViewProps {
  profile: AthleteProfile;
  /** Only the owner on /AthleteProfile edits; every other view is read-only. */
  canEdit: boolean;
  rankings?: RankingView | undefined;
  /** Buttons for a signed-in visitor (follow), shown in the hero of a read-only view. */
  visitorActions?: ReactNode;
}

/** The best rank over every test, for the hero's numbers. */
function topRank(rankings: RankingView | undefined): string | null {
  const ranks = Object.values(rankings?.data ?? {}).flatMap((data) => {
    const best = bestRank(data);
    return best ? [best.rank] : [];
  });
  return ranks.length > 0 ? formatOrdinal(Math.min(...ranks)) : null;
}

export function ProfileView({ profile, canEdit, rankings, visitorActions }: ProfileViewProps) {
  const [params, setParams] = useSearchParams();
  // Back from buying the public link (spec 2's openModal=publicLink): the share dialog opens on its own.
  const [isSharing, setIsSharing] = useState(() => params.get('openModal') === 'publicLink');
  function closeSharing() {
    setIsSharing(false);
    if (params.has('openModal')) setParams({}, { replace: true });
  }
  const controls = useOwnerControls();
  const owner = canEdit ? controls : null;
  const actions = canEdit ? (
    <>
      <Button variant="volt" data-tour="share" onClick={() => setIsSharing(true)}>
        Share profile
      </Button>
      <TimelineLink profileId={profile._id} />
      <ButtonLink to="/groups">Groups</ButtonLink>
    </>
  ) : (
    visitorActions
  );
  // The hero holds the screen's h1: every panel of the profile sits under it.
  return (
    <UnderHeading>
      <div>
        <ProfileHeader profile={profile} actions={actions} bestRankText={topRank(rankings)} />
        <div className={styles.body}>
          <div className={styles.main}>
            <TestResultsSection profile={profile} canEdit={canEdit} rankings={rankings} />
            <VideosSection profile={profile} canEdit={canEdit} />
          </div>
          <aside className={styles.side} aria-label="About the athlete">
            <AboutSection bio={profile.bio} graduationYear={profile.graduationYear} canEdit={canEdit} />
            <SportsSection profile={profile} canEdit={canEdit} />
            <QuickStatsSection profile={profile} canEdit={canEdit} />
            <DestinationsSection profile={profile} canEdit={canEdit} />
            {owner && <owner.Connections profileId={profile._id} />}
          </aside>
        </div>
        {owner && !profile.tourSeen && <owner.Tour />}
        {canEdit && isSharing && (
          <Suspense fallback={null}>
            <ShareDialog profile={profile} onClose={closeSharing} />
          </Suspense>
        )}
      </div>
    </UnderHeading>
  );
}
