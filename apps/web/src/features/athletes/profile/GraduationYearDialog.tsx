// The graduation year ("class of", issue 10): PUT /api/athleteProfile/graduation-year ('Graduation Year Updated!');
// empty removes it. Coaches filter the athlete search by it.
import { graduationYearRange } from '@podium/core/api/profile-limits';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useUpdateGraduationYearMutation } from '../athlete-api.ts';
import { useProfileEdit } from '../use-profile-edit.ts';

export function GraduationYearDialog({ year, onClose }: { year: number | null; onClose: () => void }) {
  const save = useProfileEdit();
  const [update, { isLoading }] = useUpdateGraduationYearMutation();
  const [value, setValue] = useState(year === null ? '' : String(year));
  const [error, setError] = useState<string | null>(null);
  const [earliest, latest] = graduationYearRange();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = value.trim();
    const chosen = text === '' ? null : Number(text);
    if (chosen !== null && (!/^\d{4}$/.test(text) || chosen < earliest || chosen > latest)) {
      setError(`Enter a graduation year from ${earliest} to ${latest}`);
      return;
    }
    setError(null);
    if (await save(update(chosen))) onClose();
  }

  return (
    <Dialog title="Graduation year" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Graduation year">
        <TextField
          label="Class of"
          inputMode="numeric"
          maxLength={4}
          value={value}
          placeholder={String(latest - 6)}
          error={error ?? undefined}
          hint={
            error
              ? undefined
              : 'The year you finish school or college. Coaches search by it. Leave it empty to remove it.'
          }
          onChange={(event) => setValue(event.target.value)}
        />
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton isBusy={isLoading} busyLabel="Saving...">
            Save
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
