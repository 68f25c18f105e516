// Where the athlete wants to play or study; the owner adds, removes and chooses which ones others see.
import type { AthleteProfile, Destination } from '@podium/core/api/athletes';
import { PROFILE_FULL, PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { type FormEvent, useId, useState } from 'react';
import { Icon } from '../../../ui/Icon.tsx';
import {
  useAddDestinationMutation,
  useRemoveDestinationMutation,
  useSetDestinationPublicMutation,
} from '../athlete-api.ts';
import { useProfileEdit } from '../use-profile-edit.ts';

function DestinationItem({ destination, canEdit }: { destination: Destination; canEdit: boolean }) {
  const save = useProfileEdit();
  const [setPublic, toggling] = useSetDestinationPublicMutation();
  const [remove, removing] = useRemoveDestinationMutation();
  return (
    <li className="destination">
      <Icon name="pin" size={18} />
      <span className="destination__name">{destination.destination}</span>
      {canEdit && (
        <>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={destination.public}
              checked={destination.public}
              // Not disabled while saving: a disabled control drops keyboard focus.
              aria-busy={toggling.isLoading}
              onChange={(event) => {
                if (!toggling.isLoading)
                  void save(setPublic({ id: destination._id, public: event.target.checked }));
              }}
            />
            <span className="switch__label">
              Public<span className="visually-hidden"> {destination.destination}</span>
            </span>
          </label>
          <button
            type="button"
            className="btn btn--link btn--link-danger"
            disabled={removing.isLoading}
            onClick={() => void save(remove(destination._id))}
          >
            Remove<span className="visually-hidden"> {destination.destination}</span>
          </button>
        </>
      )}
    </li>
  );
}

function AddDestination() {
  const id = useId();
  const save = useProfileEdit();
  const [addDestination, { isLoading }] = useAddDestinationMutation();
  const [draft, setDraft] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const destination = draft.trim();
    if (!destination) return;
    if (await save(addDestination({ destination }))) setDraft('');
  }

  return (
    <form className="inline-add" onSubmit={onSubmit} aria-label="Add a destination">
      <label className="visually-hidden" htmlFor={id}>
        New destination
      </label>
      <input
        id={id}
        className="field__input"
        value={draft}
        maxLength={PROFILE_LIMITS.destinationLength}
        placeholder="Add a destination"
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="btn btn--secondary" disabled={isLoading || draft.trim() === ''}>
        Add
      </button>
    </form>
  );
}

export function DestinationsSection({ profile, canEdit }: { profile: AthleteProfile; canEdit: boolean }) {
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
        (destinations.length < PROFILE_LIMITS.destinations ? (
          <AddDestination />
        ) : (
          <p className="muted">{PROFILE_FULL.destinations}: remove one to add another.</p>
        ))}
    </section>
  );
}
