// Adding a sport to the profile: sport, and optionally position, level and team; it can become the main one.
import { zodResolver } from '@hookform/resolvers/zod';
import { AddSportSchema } from '@podium/core/api';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../ui/Dialog.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAddSportMutation } from './athlete-api.ts';
import { textOrUndefined } from './form-values.ts';
import { SPORT_LIST_ID, SportSuggestions } from './SportSuggestions.tsx';
import { useProfileEdit } from './use-profile-edit.ts';

type SportInput = z.input<typeof AddSportSchema>;
type Sport = z.output<typeof AddSportSchema>;

export function AddSportDialog({ onClose }: { onClose: () => void }) {
  const save = useProfileEdit();
  const [addSport, { isLoading }] = useAddSportMutation();
  const { register, handleSubmit, formState } = useForm<SportInput, unknown, Sport>({
    resolver: zodResolver(AddSportSchema),
    defaultValues: { sport: '', position: '', level: '', team: '', main: false },
  });
  const { errors } = formState;

  async function onSubmit(sport: Sport) {
    const request = {
      sport: sport.sport,
      main: sport.main === true,
      position: textOrUndefined(sport.position),
      level: textOrUndefined(sport.level),
      team: textOrUndefined(sport.team),
    };
    if (await save(addSport(request))) onClose();
  }

  return (
    <Dialog title="Add a sport" onClose={onClose}>
      <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Add a sport">
        <TextField label="Sport" list={SPORT_LIST_ID} error={errors.sport?.message} {...register('sport')} />
        <SportSuggestions />
        <div className="form-row form-row--2">
          <TextField label="Position" optional error={errors.position?.message} {...register('position')} />
          <TextField label="Level" optional error={errors.level?.message} {...register('level')} />
        </div>
        <TextField label="Team" optional error={errors.team?.message} {...register('team')} />
        <label className="check">
          <input type="checkbox" {...register('main')} />
          <span>Make this my main sport (rankings by sport use it)</span>
        </label>
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton isBusy={isLoading} busyLabel="Adding...">
            Add sport
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
