// Editing the bio after the profile is made: PUT /api/athleteProfile/bio ('Bio Updated!'); empty removes it.
import { PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { useUpdateBioMutation } from '../athlete-api.ts';
import { useProfileEdit } from '../use-profile-edit.ts';

export function BioDialog({ bio, onClose }: { bio: string | null; onClose: () => void }) {
  const fieldId = useId();
  const save = useProfileEdit();
  const [updateBio, { isLoading }] = useUpdateBioMutation();
  const [value, setValue] = useState(bio ?? '');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await save(updateBio(value.trim()))) onClose();
  }

  return (
    <Dialog title="About you" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="About you">
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>
            Bio
          </label>
          <textarea
            id={fieldId}
            className="field__input field__input--area"
            rows={6}
            maxLength={PROFILE_LIMITS.bioLength}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder="Your goals, your proudest moment, what makes you a good teammate."
          />
          <p className="field__hint">
            {value.length} / {PROFILE_LIMITS.bioLength} characters. Leave it empty to remove your bio.
          </p>
        </div>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton isBusy={isLoading} busyLabel="Saving...">
            Save bio
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
