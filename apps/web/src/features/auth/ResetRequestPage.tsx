// /reset: ask for an email; afterwards the same neutral confirmation whatever the email (no account probing).
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_RULES, ROUTES } from '@podium/core';
import { ResetRequestSchema } from '@podium/core/api/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useRequestResetMutation } from '../../state/auth-api.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { AuthNotice } from './AuthNotice.tsx';

type ResetRequest = z.infer<typeof ResetRequestSchema>;

const LINK_VALID_MINUTES = ACCOUNT_RULES.resetTokenTtlMs / 60_000;

export function ResetRequestPage() {
  const dispatch = useAppDispatch();
  const [requestReset, { isLoading }] = useRequestResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetRequest>({ resolver: zodResolver(ResetRequestSchema), defaultValues: { email: '' } });

  async function onSubmit(values: ResetRequest) {
    try {
      await requestReset(values).unwrap();
      setSentTo(values.email);
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email" footer={<Link to={ROUTES.login}>Back to log in</Link>}>
        <AuthNotice tone="success" role="status">
          <p>
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new
            password. The link works once, for {LINK_VALID_MINUTES} minutes.
          </p>
        </AuthNotice>
        <p className="muted">
          Nothing arrived? Check your spam folder, or{' '}
          <Button variant="link" onClick={() => setSentTo(null)}>
            try another email
          </Button>
          .
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email you registered with and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to={ROUTES.login}>Log in</Link>
        </>
      }
    >
      <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton isBusy={isLoading} busyLabel="Sending..." block>
          Send reset link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
