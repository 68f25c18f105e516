// The profile's hero: avatar, name, age ('17 years old', spec 5), main sport, place, and a strip of numbers.
import { formatAge } from '@podium/core';
import type { AthleteProfile } from '@podium/core/api/athletes';
import type { ReactNode } from 'react';
import { Icon } from '../../../ui/Icon.tsx';
import { ProfileHero } from '../../../ui/ProfileHero.tsx';
import { ProfilePhoto } from '../../../ui/ProfilePhoto.tsx';
import { countResults, initials, mainSport, placeOf, testsWithResults } from './profile-view.ts';

interface ProfileHeaderProps {
  profile: AthleteProfile;
  /** Owner-only buttons (share, add a result); absent on read-only views. */
  actions?: ReactNode;
  /** The best rank across tests, when known: '1st'. */
  bestRankText?: string | null;
}

export function ProfileHeader({ profile, actions, bestRankText }: ProfileHeaderProps) {
  const sport = mainSport(profile);
  const place = placeOf(profile);
  const sportLine = sport ? [sport.sport, sport.position].filter(Boolean).join(' · ') : null;
  const stats = [
    { value: String(countResults(profile)), label: 'results' },
    {
      value: String(testsWithResults(profile).reduce((sum, entry) => sum + entry.tests.length, 0)),
      label: 'tests',
    },
    { value: String(profile.highlightVideos.length), label: 'highlights' },
    ...(bestRankText ? [{ value: bestRankText, label: 'best rank' }] : []),
  ];
  return (
    <ProfileHero
      kind="Athlete"
      name={profile.user.name}
      nameId="profile-name"
      photo={<ProfilePhoto url={null} name={profile.user.name} initials={initials(profile.user.name)} />}
      actions={actions}
      stats={stats}
      facts={
        <>
          <li>{formatAge(profile.user.age)}</li>
          {sportLine && (
            <li>
              <Icon name="runner" size={18} />
              {sportLine}
            </li>
          )}
          {place && (
            <li>
              <Icon name="pin" size={18} />
              {place}
            </li>
          )}
        </>
      }
    />
  );
}
