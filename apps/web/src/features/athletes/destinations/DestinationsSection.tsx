// Where the athlete wants to play or study; the owner adds, removes and chooses which ones others see.
import type { AthleteProfile, Destination } from '@podium/core/api/athletes';
import { PROFILE_FULL, PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { Icon } from '../../../ui/Icon.tsx';
import { SideCard, SideCardNote } from '../../../ui/SideCard.tsx';
import { useOwnerControls } from '../profile/owner-controls.ts';
import styles from './DestinationsSection.module.css';

function DestinationItem({ destination, canEdit }: { destination: Destination; canEdit: boolean }) {
  const owner = useOwnerControls();
  return (
    <li className={styles.destination}>
      <Icon name="pin" size={18} />
      <span className={styles.name}>{destination.destination}</span>
      {canEdit && owner && <owner.DestinationControls destination={destination} />}
    </li>
  );
}

export function DestinationsSection({ profile, canEdit }: { profile: AthleteProfile; canEdit: boolean }) {
  const owner = useOwnerControls();
  const destinations = profile.desiredDestinations;
  if (!canEdit && destinations.length === 0) return null;
  return (
    <SideCard titleId="destinations-title" title="Where I want to go">
      {destinations.length === 0 ? (
        <SideCardNote>Name the leagues, schools or countries you are aiming for.</SideCardNote>
      ) : (
        <ul className={styles.list}>
          {destinations.map((destination) => (
            <DestinationItem key={destination._id} destination={destination} canEdit={canEdit} />
          ))}
        </ul>
      )}
      {canEdit &&
        owner &&
        (destinations.length < PROFILE_LIMITS.destinations ? (
          <owner.AddDestination />
        ) : (
          <SideCardNote>{PROFILE_FULL.destinations}: remove one to add another.</SideCardNote>
        ))}
    </SideCard>
  );
}
