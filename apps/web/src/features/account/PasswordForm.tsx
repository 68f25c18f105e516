// Account: change the password (needs the current one); the server revokes other sessions and sends a fresh token.
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema } from '@podium/core/api/users';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { loadPasswordRule, PASSWORD_HINT, passwordProblem } from '../auth/index.ts';
import { ACCOUNT_MESSAGES, useUpdateAccountMutation } from './account-api.ts';
import { FormActions } from './FormActions.tsx';
import styles from './PasswordForm.module.css';

const PasswordChangeSchema = ChangePasswordSchema.extend({ confirm: z.string() }).refine(
  (values) => values.newPassword === values.confirm,
  { path: ['confirm'], message: 'Passwords do not match' },
);
type PasswordChange = z.infer<typeof PasswordChangeSchema>;

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirm: '' };

export function PasswordForm() {
  const dispatch = useAppDispatch();
  const owner = useAppSelector((state) => state.auth.user);
  const [updateAccount, { isLoading }] = useUpdateAccountMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
    reset,
    setError,
  } = useForm<PasswordChange>({ resolver: zodResolver(PasswordChangeSchema), defaultValues: EMPTY });
  useEffect(() => {
    loadPasswordRule().catch(() => undefined);
  }, []);

  async function onSubmit({ currentPassword, newPassword }: PasswordChange) {
    const problem = await passwordProblem(newPassword, { email: owner?.email, name: owner?.name });
    if (problem) {
      setError('newPassword', { type: 'rule', message: problem }, { shouldFocus: true });
      return;
    }
    try {
      await updateAccount({ type: 'password', formData: { currentPassword, newPassword } }).unwrap();
      reset(EMPTY);
      dispatch(showAlert(ACCOUNT_MESSAGES.updated, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }

  return (
    <form
      className={`form ${styles.form}`}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label="Change password"
    >
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className={styles.newPassword}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
      </div>
      <FormActions>
        <SubmitButton isBusy={isLoading} busyLabel="Saving...">
          Change password
        </SubmitButton>
        <span className="muted">You stay signed in here; other devices are signed out.</span>
      </FormActions>
    </form>
  );
}
