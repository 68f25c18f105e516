// The owner's controls for the shared profile view (owner-controls.ts): each edit is a call of the athlete API,
// saved through useProfileEdit (its alert, the profile refreshed). Provided by /AthleteProfile only.
import type { Destination, HighlightVideo, SportCredential } from '@podium/core/api/athletes';
import { PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { ConnectionsSection } from '../../connections/index.ts';
import { FollowSection } from '../../following/index.ts';
import {
  useAddDestinationMutation,
  useRemoveDestinationMutation,
  useRemoveSportMutation,
  useRemoveVideoMutation,
  useSetDestinationPublicMutation,
  useUpdateSportMutation,
} from '../athlete-api.ts';
import { useProfileEdit } from '../use-profile-edit.ts';
import styles from './OwnerControls.module.css';
import type { OwnerControls } from './owner-controls.ts';
import { ProfileTour } from './ProfileTour.tsx';
import { Switch } from './Switch.tsx';

function SportActions({ sport, isOnly }: { sport: SportCredential; isOnly: boolean }) {
  const save = useProfileEdit();
  const [updateSport, updating] = useUpdateSportMutation();
  const [removeSport, removing] = useRemoveSportMutation();
  return (
    <>
      {!sport.main && (
        <Button
          variant="link"
          disabled={updating.isLoading}
          onClick={() => void save(updateSport({ id: sport._id, main: true }))}
        >
          Make main <span className="visually-hidden">sport: {sport.sport}</span>
        </Button>
      )}
      {/* A profile keeps at least one sport: rankings by sport need it (the server refuses too). */}
      {!isOnly && (
        <Button
          variant="link-danger"
          disabled={removing.isLoading}
          onClick={() => void save(removeSport(sport._id))}
        >
          Remove <span className="visually-hidden">{sport.sport}</span>
        </Button>
      )}
    </>
  );
}

function VideoRemove({ video, title }: { video: HighlightVideo; title: string }) {
  const save = useProfileEdit();
  const [removeVideo, { isLoading }] = useRemoveVideoMutation();
  return (
    <Button
      variant="link-danger"
      className="video-card__remove"
      disabled={isLoading}
      onClick={() => void save(removeVideo(video._id))}
    >
      Remove<span className="visually-hidden"> {title}</span>
    </Button>
  );
}

function DestinationControls({ destination }: { destination: Destination }) {
  const save = useProfileEdit();
  const [setPublic, toggling] = useSetDestinationPublicMutation();
  const [remove, removing] = useRemoveDestinationMutation();
  return (
    <>
      <Switch
        isOn={destination.public}
        isBusy={toggling.isLoading}
        onChange={(isOn) => {
          if (!toggling.isLoading) void save(setPublic({ id: destination._id, public: isOn }));
        }}
      >
        Public<span className="visually-hidden"> {destination.destination}</span>
      </Switch>
      <Button
        variant="link-danger"
        disabled={removing.isLoading}
        onClick={() => void save(remove(destination._id))}
      >
        Remove<span className="visually-hidden"> {destination.destination}</span>
      </Button>
    </>
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
    <form className={styles.add} onSubmit={onSubmit} aria-label="Add a destination">
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
      <Button type="submit" disabled={isLoading || draft.trim() === ''}>
        Add
      </Button>
    </form>
  );
}

function Connections({ profileId }: { profileId: string }) {
  return (
    <>
      <FollowSection profile={{ profileId, profileType: 'athlete' }} />
      <ConnectionsSection />
    </>
  );
}

export const OWNER_CONTROLS: OwnerControls = {
  SportActions,
  VideoRemove,
  DestinationControls,
  AddDestination,
  Connections,
  Tour: ProfileTour,
};
