// /login: email and password; server messages as danger alerts, 'Invalid credentials' when none (spec 5, 8). A
// 429 means sign-in from this device is limited: the screen then offers a sign-in link by mail.
import { zodResolver } from '@hookform/resolvers/zod';
import { homeFor, ROUTES, STORAGE_KEYS } from '@podium/core';
import { type Login, LoginSchema } from '@podium/core/api/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { usePlatform } from '../../platform/index.ts';
import { useLoginMutation } from '../../state/auth-api.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { isReturnState } from '../../state/return-state.ts';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import styles from './LoginPage.module.css';
import { SignInLinkOffer } from './SignInLinkOffer.tsx';

export const LOGIN_FALLBACK_MESSAGE = 'Invalid credentials';

/** A 429 from sign-in only ever concerns a device the account has not signed in from (design choices). */
const isLimited = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 429;

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated, user } = useAppSelector((state) => state.auth);
  const [login, { isLoading }] = useLoginMutation();
  const platform = usePlatform();
  const [limitedEmail, setLimitedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Login>({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });

  const from = isReturnState(location.state) ? location.state.from : null;

  async function onSubmit(values: Login) {
    try {
      const deviceToken = await platform.storage.get(STORAGE_KEYS.deviceToken);
      const answer = await login({ ...values, ...(deviceToken ? { deviceToken } : {}) }).unwrap();
      navigate(from ?? homeFor(answer.user), { replace: true });
    } catch (error) {
      dispatch(showErrorAlerts(error, LOGIN_FALLBACK_MESSAGE));
      if (isLimited(error)) setLimitedEmail(values.email);
    }
  }

  // Already signed in (e.g. the back button after login): go home instead of showing the form again.
  if (isAuthenticated && user && !isLoading) return <Navigate to={from ?? homeFor(user)} replace />;

  return (
    <AuthCard
      title="Welcome back"
      subtitle={from ? 'Log in to continue where you were going.' : 'Log in to your Podium account.'}
      footer={
        <>
          New to Podium? <Link to={ROUTES.register}>Create an account</Link>
        </>
      }
    >
      {limitedEmail && <SignInLinkOffer email={limitedEmail} />}
      <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className={styles.forgotRow}>
          <Link to={ROUTES.reset}>Forgot your password?</Link>
        </div>
        <SubmitButton isBusy={isLoading} busyLabel="Logging in..." block>
          Log in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
