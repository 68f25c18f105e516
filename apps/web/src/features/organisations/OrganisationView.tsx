// An organisation (issue 10): logo, name, sport, location, bio, its admins, coaches and athletes. Groups come later;
// there is no noticeboard here.
import type { Organisation } from '@podium/core/api/coaches';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../ui/Card.tsx';
import { Chip, Chips } from '../../ui/Chip.tsx';
import { ProfileHero } from '../../ui/ProfileHero.tsx';
import { PanelPair, ProfileBio, ProfilePanels } from '../../ui/ProfilePanels.tsx';
import { ProfilePhoto } from '../../ui/ProfilePhoto.tsx';
import { UnderHeading } from '../../ui/UnderHeading.tsx';
import { AssociatedList, type EntryActions, memberProfileLink, type ProfileLink } from '../coaches/index.ts';

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
      <ProfileHero
        kind="Organisation"
        name={organisation.name}
        photo={<ProfilePhoto url={organisation.logo} name={organisation.name} />}
        actions={actions}
        facts={
          <>
            {organisation.sport && <li>{organisation.sport}</li>}
            {place && <li>{place}</li>}
            <li>
              {organisation.followers} {organisation.followers === 1 ? 'follower' : 'followers'}
            </li>
          </>
        }
      />
      <ProfilePanels>
        <Card aria-label="About">
          <h2>About</h2>
          {organisation.bio ? (
            <ProfileBio>{organisation.bio}</ProfileBio>
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
        <PanelPair>
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
        </PanelPair>
        {children}
      </ProfilePanels>
    </UnderHeading>
  );
}
