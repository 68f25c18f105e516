// An organisation (issue 10): logo, name, sport, location, bio, its admins, coaches and athletes. Groups come later;
// there is no noticeboard here.
import type { Organisation } from '@podium/core/api/coaches';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../ui/Card.tsx';
import { Chip, Chips } from '../../ui/Chip.tsx';
import { ProfilePhoto } from '../../ui/ProfilePhoto.tsx';
import { AssociatedList, type EntryActions, memberProfileLink, type ProfileLink } from '../coaches/index.ts';
import '../../ui/profile.css';
import '../../ui/coach-profile.css';
import { UnderHeading } from '../../ui/UnderHeading.tsx';

export function OrganisationView({
  organisation,
  actions,
  entryActions,
  linkTo = memberProfileLink,
  children,
}: {
  organisation: Organisation;
  actions?: ReactNode;
  /** Its admins' Confirm and Remove beside each associated person (AssociatedActions.tsx). */
  entryActions?: EntryActions | undefined;
  /** Where people's names lead (a public page links to public pages). */
  linkTo?: ProfileLink;
  children?: ReactNode;
}) {
  const place = [organisation.city, organisation.state, organisation.country].filter(Boolean).join(', ');
  // The hero holds the screen's h1: every panel of the profile sits under it.
  return (
    <UnderHeading>
      <section className="profile-hero on-dark">
        <div className="profile-hero__inner">
          <ProfilePhoto url={organisation.logo} name={organisation.name} />
          <div>
            <span className="profile-hero__eyebrow">Organisation</span>
            <h1 className="profile-hero__name">{organisation.name}</h1>
            <ul className="profile-hero__facts">
              {organisation.sport && <li>{organisation.sport}</li>}
              {place && <li>{place}</li>}
              <li>
                {organisation.followers} {organisation.followers === 1 ? 'follower' : 'followers'}
              </li>
            </ul>
          </div>
          {actions && <div className="profile-hero__actions">{actions}</div>}
        </div>
      </section>
      <div className="coach-page">
        <Card aria-label="About">
          <h2>About</h2>
          {organisation.bio ? (
            <p className="coach-bio">{organisation.bio}</p>
          ) : (
            <p className="muted">No description yet.</p>
          )}
          {organisation.admins.length > 0 && (
            <>
              <h2>Admins</h2>
              <Chips>
                {organisation.admins.map((admin) => (
                  <Chip key={admin.profileId}>
                    <Link to={linkTo(admin)}>{admin.name}</Link>
                  </Chip>
                ))}
              </Chips>
            </>
          )}
        </Card>
        <div className="coach-grid">
          <AssociatedList
            title="Coaches"
            entries={organisation.coaches}
            empty="No coaches yet."
            actions={entryActions}
            linkTo={linkTo}
          />
          <AssociatedList
            title="Athletes"
            entries={organisation.athletes}
            empty="No athletes yet."
            actions={entryActions}
            linkTo={linkTo}
          />
        </div>
        {children}
      </div>
    </UnderHeading>
  );
}
