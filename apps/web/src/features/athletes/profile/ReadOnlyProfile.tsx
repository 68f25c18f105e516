// A profile someone else looks at (signed in or through a public address): the four states, never an edit control.
import type { AthleteProfile } from '@podium/core/api/athletes';
import type { ReactNode } from 'react';
import { type ProfileLoadState, ProfileLoadStates } from '../../../ui/ProfileLoadStates.tsx';
import type { RankingView } from '../results/TestResultsSection.tsx';
import { ProfileView } from './ProfileView.tsx';

export type ProfileLoad = ProfileLoadState<AthleteProfile>;

interface ReadOnlyProfileProps {
  load: ProfileLoad;
  /** What a missing profile means here: an unknown athlete, or a link switched off. */
  notFoundTitle: string;
  /** Why it may be missing and what to do: never the title again. */
  notFoundText: string;
  footer?: ReactNode;
  /** Buttons for a signed-in visitor (follow), shown in the hero. */
  visitorActions?: ReactNode;
  /** Ranks, when the visitor may see them (a coach, issue 10). */
  rankings?: RankingView | undefined;
}

export function ReadOnlyProfile({
  load,
  notFoundTitle,
  notFoundText,
  footer,
  visitorActions,
  rankings,
}: ReadOnlyProfileProps) {
  return (
    <ProfileLoadStates load={load} notFoundTitle={notFoundTitle} notFoundText={notFoundText} footer={footer}>
      {(profile) => (
        <ProfileView profile={profile} canEdit={false} visitorActions={visitorActions} rankings={rankings} />
      )}
    </ProfileLoadStates>
  );
}
