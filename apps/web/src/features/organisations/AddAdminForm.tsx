// An admin makes another coach account an admin of the organisation, by email (issue 10).
import { zodResolver } from '@hookform/resolvers/zod';
import { type AddOrganisationAdmin, AddOrganisationAdminSchema } from '@podium/core/api/coaches';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { CardForm } from '../../ui/Card.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAddOrganisationAdminMutation } from './organisations-api.ts';

export function AddAdminForm() {
  const dispatch = useAppDispatch();
  const [add, adding] = useAddOrganisationAdminMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof AddOrganisationAdminSchema>, unknown, AddOrganisationAdmin>({
    resolver: zodResolver(AddOrganisationAdminSchema),
    defaultValues: { email: '' },
  });
  async function onSubmit(body: AddOrganisationAdmin) {
    try {
      dispatch(showAlert((await add(body).unwrap()).msg, 'success'));
      reset();
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <CardForm className="form" aria-label="Add an admin" onSubmit={handleSubmit(onSubmit)} noValidate>
      <h2>Add an admin</h2>
      <p className="muted">Another coach on Podium can help run this organisation.</p>
      <TextField
        label="Coach’s email"
        type="email"
        maxLength={254}
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton isBusy={adding.isLoading} busyLabel="Adding...">
        Add admin
      </SubmitButton>
    </CardForm>
  );
}
