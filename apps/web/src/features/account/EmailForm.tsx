// Account: change the sign-in email; the current password proves it is really the owner.
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangeEmailSchema } from '@podium/core/api/users';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { ACCOUNT_MESSAGES, useUpdateAccountMutation } from './account-api.ts';
import { FormActions } from './FormActions.tsx';

type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

export function EmailForm({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  const [updateAccount, { isLoading }] = useUpdateAccountMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
    reset,
  } = useForm<ChangeEmail>({
    resolver: zodResolver(ChangeEmailSchema),
    defaultValues: { email, currentPassword: '' },
  });

  async function onSubmit(formData: ChangeEmail) {
    try {
      const answer = await updateAccount({ type: 'email', formData }).unwrap();
      reset({ email: answer.user.email, currentPassword: '' });
      dispatch(showAlert(ACCOUNT_MESSAGES.updated, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Change email">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <FormActions>
        <SubmitButton isBusy={isLoading} busyLabel="Saving...">
          Change email
        </SubmitButton>
      </FormActions>
    </form>
  );
}
