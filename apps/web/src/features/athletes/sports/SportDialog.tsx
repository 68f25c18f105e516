// Adding a sport ('Sport Added') or editing one's name, position, level and team ('Sport Updated!').
import { zodResolver } from '@hookform/resolvers/zod';
import { AddSportSchema, type SportCredential } from '@podium/core/api/athletes';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSportRegion } from '../../../state/use-sport-region.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { SportCombobox } from '../../../ui/SportCombobox.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAddSportMutation, useUpdateSportMutation } from '../athlete-api.ts';
import { textOrUndefined } from '../form-values.ts';
import { useProfileEdit } from '../use-profile-edit.ts';

type SportInput = z.input<typeof AddSportSchema>;
type Sport = z.output<typeof AddSportSchema>;

interface SportDialogProps {
  /** The sport to edit; a new one is added when absent. */
  sport?: SportCredential | undefined;
  onClose: () => void;
}

export function SportDialog({ sport, onClose }: SportDialogProps) {
  const save = useProfileEdit();
  const [addSport, adding] = useAddSportMutation();
  const [updateSport, updating] = useUpdateSportMutation();
  const region = useSportRegion();
  const { control, register, handleSubmit, formState } = useForm<SportInput, unknown, Sport>({
    resolver: zodResolver(AddSportSchema),
    defaultValues: {
      sport: sport?.sport ?? '',
      position: sport?.position ?? '',
      level: sport?.level ?? '',
      team: sport?.team ?? '',
      main: false,
    },
  });
  const { errors } = formState;
  const title = sport ? `Edit ${sport.sport}` : 'Add a sport';

  async function onSubmit(values: Sport) {
    if (sport) {
      // Every field is sent, so a detail emptied here is emptied on the profile too.
      const change = {
        id: sport._id,
        sport: values.sport,
        position: values.position ?? '',
        level: values.level ?? '',
        team: values.team ?? '',
      };
      if (await save(updateSport(change))) onClose();
      return;
    }
    const request = {
      sport: values.sport,
      main: values.main === true,
      position: textOrUndefined(values.position),
      level: textOrUndefined(values.level),
      team: textOrUndefined(values.team),
    };
    if (await save(addSport(request))) onClose();
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label={title}>
        <Controller
          control={control}
          name="sport"
          render={({ field }) => (
            <SportCombobox
              label="Sport"
              region={region}
              error={errors.sport?.message}
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <div className="form-row form-row--2">
          <TextField label="Position" optional error={errors.position?.message} {...register('position')} />
          <TextField
            label="Level"
            optional
            placeholder="e.g. U18, Varsity"
            error={errors.level?.message}
            {...register('level')}
          />
        </div>
        <TextField label="Team" optional error={errors.team?.message} {...register('team')} />
        {/* The main sport changes with 'Make main' on the profile, so editing never moves it. */}
        {!sport && (
          <label className="check">
            <input type="checkbox" {...register('main')} />
            <span>Make this my main sport (rankings by sport use it)</span>
          </label>
        )}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton
            isBusy={adding.isLoading || updating.isLoading}
            busyLabel={sport ? 'Saving...' : 'Adding...'}
          >
            {sport ? 'Save changes' : 'Add sport'}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
