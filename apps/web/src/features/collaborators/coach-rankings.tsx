// A coach looking at an athlete sees their ranks (POST /api/athleteProfile/{id}/athData), with a "Verified only"
// switch that ranks among results a coach verified (issue 10). Nobody else gets them here.
import type { AthleteProfile } from '@podium/core/api/athletes';
import { useAppSelector } from '../../state/hooks.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { type RankingView, rankedTestKeys } from '../athletes/index.ts';
import styles from './coach-rankings.module.css';
import { useGetAthDataOfQuery } from './collaborators-api.ts';

/** The athlete's ranks for a signed-in coach; undefined for anyone else (the profile then shows none). */
export function useCoachRankings(
  profile: AthleteProfile | undefined,
  verifiedOnly: boolean,
): RankingView | undefined {
  const isCoach = useAppSelector((state) => state.auth.user?.userType === 2);
  const testKeys = profile ? rankedTestKeys(profile) : [];
  const ranks = useGetAthDataOfQuery(
    { profileId: profile?._id ?? '', testKeys, verifiedOnly },
    { skip: !isCoach || !profile || testKeys.length === 0 },
  );
  if (!isCoach || !profile) return undefined;
  return {
    data: ranks.data,
    isLoading: ranks.isLoading,
    error: ranks.error,
    retry: () => void ranks.refetch(),
  };
}

export function VerifiedOnlyToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className={buttonClass({ variant: 'ghost-light', className: styles.verifiedToggle })}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Verified results only
    </label>
  );
}
