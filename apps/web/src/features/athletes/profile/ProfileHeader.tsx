// The profile's hero: avatar, name, age ('17 years old', spec 5), main sport, place, and a strip of numbers.
import { formatAge } from '@podium/core';
import type { AthleteProfile } from '@podium/core/api/athletes';
import type { ReactNode } from 'react';
import { Icon } from '../../../ui/Icon.tsx';
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
    <section className="profile-hero on-dark" aria-labelledby="profile-name">
      <div className="profile-hero__inner">
        <ProfilePhoto url={null} name={profile.user.name} initials={initials(profile.user.name)} />
        <div className="profile-hero__who">
          <span className="profile-hero__eyebrow">Athlete</span>
          <h1 id="profile-name" className="profile-hero__name">
            {profile.user.name}
          </h1>
          <ul className="profile-hero__facts">
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
          </ul>
        </div>
        {actions && <div className="profile-hero__actions">{actions}</div>}
      </div>
      <dl className="profile-hero__stats">
        {stats.map((stat) => (
          <div key={stat.label} className="profile-hero__stat">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
