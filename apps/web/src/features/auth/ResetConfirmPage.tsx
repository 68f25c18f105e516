// /reset/{token}: check the link first, then choose a new password; success goes to /login with a success alert.
import { zodResolver } from '@hookform/resolvers/zod';
import { ROUTES } from '@podium/core';
import { ResetConfirmSchema } from '@podium/core/api/users';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { showAlert } from '../../state/alerts-slice.ts';
import { useCheckResetTokenQuery, useConfirmResetMutation } from '../../state/auth-api.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { failureOf, showErrorAlerts } from '../../state/messages.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { AuthCard } from './AuthCard.tsx';
import { loadPasswordRule, PASSWORD_HINT, passwordProblem } from './password-check.ts';

export const INVALID_RESET_LINK = 'Invalid or expired reset link.';
export const PASSWORD_CHANGED = 'Your password has been changed. Log in with your new password.';

const NewPasswordSchema = ResetConfirmSchema.extend({ confirm: z.string() }).refine(
  (values) => values.password === values.confirm,
  { path: ['confirm'], message: 'Passwords do not match' },
);
type NewPassword = z.infer<typeof NewPasswordSchema>;

function NewPasswordForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirmReset, { isLoading }] = useConfirmResetMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
    setError,
  } = useForm<NewPassword>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  useEffect(() => {
    loadPasswordRule().catch(() => undefined);
  }, []);

  async function onSubmit(values: NewPassword) {
    // The link does not say whose account it is: the leaked list is checked here, the name and email by the server.
    const problem = await passwordProblem(values.password);
    if (problem) {
      setError('password', { type: 'rule', message: problem }, { shouldFocus: true });
      return;
    }
    try {
      await confirmReset({ token, password: values.password }).unwrap();
      dispatch(showAlert(PASSWORD_CHANGED, 'success'));
      navigate(ROUTES.login, { replace: true });
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <SubmitButton isBusy={isLoading} busyLabel="Saving..." block>
        Save new password
      </SubmitButton>
    </form>
  );
}

export function ResetConfirmPage() {
  const { token = '' } = useParams();
  const { data, error, isLoading, refetch } = useCheckResetTokenQuery(token, { skip: token === '' });
  // A refusal (malformed, unknown) means the link is invalid too; only a failure that may pass is worth retrying.
  const canRetry = error !== undefined && failureOf(error).canRetry;

  if (isLoading) {
    return (
      <AuthCard title="Choose a new password">
        <Loader label="Checking your reset link..." />
      </AuthCard>
    );
  }

  if (canRetry) {
    return (
      <AuthCard title="Choose a new password">
        <FailurePanel error={error} onRetry={refetch} title="We could not check your link" />
      </AuthCard>
    );
  }

  if (!data?.valid) {
    return (
      <AuthCard title="Choose a new password" footer={<Link to={ROUTES.login}>Back to log in</Link>}>
        <StatePanel
          kind="error"
          title={INVALID_RESET_LINK}
          action={
            <ButtonLink variant="primary" to={ROUTES.reset}>
              Request a new link
            </ButtonLink>
          }
        >
          Reset links work once and expire after an hour.
        </StatePanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="Pick a password you do not use anywhere else.">
      <NewPasswordForm token={token} />
    </AuthCard>
  );
}
