// Where the athlete wants to play or study; the owner adds, removes and chooses which ones others see.
import type { AthleteProfile, Destination } from '@podium/core/api/athletes';
import { PROFILE_FULL, PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { Icon } from '../../../ui/Icon.tsx';
import { useOwnerControls } from '../profile/owner-controls.ts';

function DestinationItem({ destination, canEdit }: { destination: Destination; canEdit: boolean }) {
  const owner = useOwnerControls();
  return (
    <li className="destination">
      <Icon name="pin" size={18} />
      <span className="destination__name">{destination.destination}</span>
      {canEdit && owner && <owner.DestinationControls destination={destination} />}
    </li>
  );
}

export function DestinationsSection({ profile, canEdit }: { profile: AthleteProfile; canEdit: boolean }) {
  const owner = useOwnerControls();
  const destinations = profile.desiredDestinations;
  if (!canEdit && destinations.length === 0) return null;
  return (
    <section className="side-card" aria-labelledby="destinations-title">
      <header className="side-card__header">
        <h2 id="destinations-title">Where I want to go</h2>
      </header>
      {destinations.length === 0 ? (
        <p className="muted">Name the leagues, schools or countries you are aiming for.</p>
      ) : (
        <ul className="destinations">
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
          <p className="muted">{PROFILE_FULL.destinations}: remove one to add another.</p>
        ))}
    </section>
  );
}
