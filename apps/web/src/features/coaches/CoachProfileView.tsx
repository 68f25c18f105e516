// A coach profile (issue 10): photo, name, role, bio, sports, and the athletes, coaches and organisations they are
// associated with. The page around it adds what only the owner or only a visitor sees.
import type { CoachProfile } from '@podium/core/api/coaches';
import type { ReactNode } from 'react';
import { Card } from '../../ui/Card.tsx';
import { Chip, Chips } from '../../ui/Chip.tsx';
import { ProfileHero } from '../../ui/ProfileHero.tsx';
import { PanelPair, ProfileBio, ProfilePanels } from '../../ui/ProfilePanels.tsx';
import { ProfilePhoto } from '../../ui/ProfilePhoto.tsx';
import { UnderHeading } from '../../ui/UnderHeading.tsx';
import { AssociatedList, type EntryActions, type ProfileLink } from './AssociatedList.tsx';
import styles from './CoachProfileView.module.css';

export function CoachProfileView({
  profile,
  actions,
  tools,
  entryActions,
  linkTo,
  children,
}: {
  profile: CoachProfile;
  actions?: ReactNode;
  /** The owner's Confirm and Remove beside each associated person (AssociatedActions.tsx). */
  entryActions?: EntryActions | undefined;
  /** Where people's names lead (a public page links to public pages). */
  linkTo?: ProfileLink | undefined;
  /** The owner's recruiting screens (search, watchlist, collaborations): a row of its own, not more hero buttons. */
  tools?: ReactNode;
  children?: ReactNode;
}) {
  // The hero holds the screen's h1: every panel of the profile sits under it.
  return (
    <UnderHeading>
      <ProfileHero
        kind="Coach"
        name={profile.name}
        photo={<ProfilePhoto url={profile.photo} name={profile.name} />}
        actions={actions}
        facts={
          <>
            {/* Where they coach, as they typed it at registration or since (issue 22, 19). */}
            {(profile.position || profile.organisation) && (
              <li>{[profile.position, profile.organisation].filter(Boolean).join(' at ')}</li>
            )}
            {profile.team && <li>Team: {profile.team}</li>}
            <li>
              {profile.followers} {profile.followers === 1 ? 'follower' : 'followers'}
            </li>
          </>
        }
      />
      <ProfilePanels>
        {tools && (
          <Card as="nav" aria-labelledby="coach-tools-title">
            <h2 id="coach-tools-title">Recruiting</h2>
            <div className={styles.links}>{tools}</div>
          </Card>
        )}
        <Card aria-label="About">
          <h2>About</h2>
          {profile.bio ? <ProfileBio>{profile.bio}</ProfileBio> : <p className="muted">No bio yet.</p>}
          <h2>Sports</h2>
          {profile.sports.length > 0 ? (
            <Chips>
              {profile.sports.map((sport) => (
                <Chip key={sport}>{sport}</Chip>
              ))}
            </Chips>
          ) : (
            <p className="muted">No sports listed yet.</p>
          )}
        </Card>
        <PanelPair>
          <AssociatedList
            title="Associated athletes"
            entries={profile.athletes}
            empty="No associated athletes yet."
            actions={entryActions}
            linkTo={linkTo}
          />
          <AssociatedList
            title="Associated coaches"
            entries={profile.coaches}
            empty="No associated coaches yet."
            actions={entryActions}
            linkTo={linkTo}
          />
        </PanelPair>
        {profile.organisations.length > 0 && (
          <AssociatedList
            title="Organisations"
            entries={profile.organisations}
            empty=""
            actions={entryActions}
            linkTo={linkTo}
            confirmWhen="owner"
          />
        )}
        {children}
      </ProfilePanels>
    </UnderHeading>
  );
}
