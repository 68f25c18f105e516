// The delete confirmation (spec 4): asks for the password; organisation admins choose the organisation only or both.
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@podium/core/api/users';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showAlert } from '../../state/alerts-slice.ts';
import { authApi } from '../../state/auth-api.ts';
import { userUpdated } from '../../state/auth-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { useLogout } from '../../state/use-logout.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { ACCOUNT_MESSAGES, useDeleteAccountMutation } from './account-api.ts';
import styles from './DeleteAccountDialog.module.css';

const DeleteSchema = z.object({
  password: z.string().min(1, 'Enter your password to confirm'),
  profile: z.enum(['org', 'both']),
});
type DeleteForm = z.infer<typeof DeleteSchema>;

export function DeleteAccountDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const logout = useLogout();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<DeleteForm>({
    resolver: zodResolver(DeleteSchema),
    defaultValues: { password: '', profile: user.orgAdmin ? 'org' : 'both' },
  });
  const isOrgOnly = user.orgAdmin && watch('profile') === 'org';

  async function onSubmit({ password, profile }: DeleteForm) {
    // Without an organisation there is only the account: any profile value but 'org' deletes it (spec 4).
    const chosen = user.orgAdmin ? profile : 'both';
    try {
      const answer = await deleteAccount({ userType: user.userType, profile: chosen, password }).unwrap();
      if (answer.deleted === 'organisation') {
        if (answer.user) dispatch(userUpdated({ user: answer.user }));
        else void dispatch(authApi.endpoints.loadUser.initiate(undefined, { forceRefetch: true }));
        dispatch(showAlert(ACCOUNT_MESSAGES.organisationDeleted, 'success'));
        onClose();
        return;
      }
      await logout();
      const msg =
        user.orgAdmin && chosen === 'both'
          ? ACCOUNT_MESSAGES.accountAndOrganisationDeleted
          : ACCOUNT_MESSAGES.accountDeleted;
      dispatch(showAlert(msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }

  return (
    <Dialog
      title={user.orgAdmin ? 'Delete account or organisation' : 'Delete your account'}
      onClose={onClose}
    >
      <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate>
        {user.orgAdmin && (
          <fieldset className={styles.choice}>
            <legend className="field__label">What do you want to delete?</legend>
            <label className="check">
              <input type="radio" value="org" {...register('profile')} />
              <span>
                <strong>The organisation only</strong>
                <br />
                <span className="muted">
                  {user.organisation ?? 'Your organisation'} is removed; your coach account stays.
                </span>
              </span>
            </label>
            <label className="check">
              <input type="radio" value="both" {...register('profile')} />
              <span>
                <strong>My account and the organisation</strong>
                <br />
                <span className="muted">Everything goes: profile, organisation, groups and results.</span>
              </span>
            </label>
          </fieldset>
        )}
        <p className={styles.warning}>
          {isOrgOnly
            ? 'This cannot be undone. The organisation profile, its noticeboard and its groups will be deleted.'
            : 'This cannot be undone. Your profile, test results, videos and everything you shared on Podium will be deleted.'}
        </p>
        <PasswordField
          label="Your password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton isBusy={isLoading} busyLabel="Deleting..." variant="danger">
            {isOrgOnly ? 'Delete organisation' : 'Delete account'}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
