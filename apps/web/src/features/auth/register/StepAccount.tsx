// Registration step 2: name, email, password, birth date; a caregiver email for athletes under 16.
import { ROUTES } from '@podium/core';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { CaregiverField } from '../CaregiverField.tsx';
import { loadPasswordRule, PASSWORD_HINT } from '../password-check.ts';
import { EMAIL_TAKEN, needsCaregiver, type RegisterValues } from './register-form.ts';

export function StepAccount() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RegisterValues>();
  const [userType, birthDate] = useWatch({ control, name: ['userType', 'birthDate'] });
  const showCaregiver = needsCaregiver({ userType, birthDate });
  const today = new Date().toISOString().slice(0, 10);
  // The password rule is checked on Continue: fetch it while the person types.
  useEffect(() => {
    loadPasswordRule().catch(() => undefined);
  }, []);

  return (
    <div className="form">
      <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        hint={
          errors.email?.message === EMAIL_TAKEN ? (
            <>
              Is it yours? <Link to={ROUTES.login}>Log in</Link> or{' '}
              <Link to={ROUTES.reset}>reset your password</Link>.
            </>
          ) : undefined
        }
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Birth date"
        type="date"
        max={today}
        error={errors.birthDate?.message}
        hint={userType === 1 ? 'Athletes are ranked by age group.' : undefined}
        {...register('birthDate')}
      />
      {showCaregiver && (
        <CaregiverField
          mailNote="We will email them a consent link; your profile stays hidden from others until they consent."
          error={errors.caregiverEmail?.message}
          {...register('caregiverEmail')}
        />
      )}
    </div>
  );
}
