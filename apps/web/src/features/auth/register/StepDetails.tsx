// Registration step 3: where you are, contact, gender, sports (athletes) or organisation (coaches), and the terms.
import { ROUTES } from '@podium/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { sportRegionOf } from '../../../state/use-sport-region.ts';
import { Fieldset } from '../../../ui/Fieldset.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { FieldError, TextField } from '../../../ui/TextField.tsx';
import { GENDER_OPTIONS, type RegisterValues } from './register-form.ts';
import { SportsInput } from './SportsInput.tsx';
import styles from './StepDetails.module.css';

function CoachFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RegisterValues>();
  const orgAdmin = useWatch({ control, name: 'orgAdmin' });
  return (
    <Fieldset legend="Where you coach">
      <label className="check">
        <input type="checkbox" {...register('orgAdmin')} />
        <span>
          <strong>I administer an organisation</strong>
          <br />
          <span className="muted">
            A club, school or academy. You can manage its profile, coaches and groups.
          </span>
        </span>
      </label>
      <TextField
        label={orgAdmin ? 'Organisation name' : 'Organisation'}
        optional={!orgAdmin}
        autoComplete="organization"
        error={errors.organisation?.message}
        {...register('organisation')}
      />
      <div className="form-row form-row--2">
        <TextField
          label="Your role"
          optional
          placeholder="e.g. Head coach"
          error={errors.role?.message}
          {...register('role')}
        />
        <TextField
          label="Team"
          optional
          placeholder="e.g. U18 Boys"
          error={errors.team?.message}
          {...register('team')}
        />
      </div>
    </Fieldset>
  );
}

export function StepDetails() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RegisterValues>();
  const userType = useWatch({ control, name: 'userType' });
  // Typed above the sports: asked which sport "football" means, the person sees first the one meant where they are.
  const country = useWatch({ control, name: 'country' });

  return (
    <div className="form">
      <div className="form-row form-row--2">
        <TextField
          label="Country"
          optional
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField
          label="State or region"
          optional
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state')}
        />
      </div>
      <div className="form-row form-row--2">
        <TextField
          label="City"
          optional
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label="Phone"
          optional
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <div className="form-row form-row--2">
        <SelectField
          label="Gender"
          optional
          placeholder="Choose..."
          options={GENDER_OPTIONS}
          error={errors.gender?.message}
          {...register('gender')}
        />
      </div>
      {userType === 1 ? (
        <Controller
          control={control}
          name="sportsArray"
          render={({ field }) => (
            <SportsInput
              value={field.value ?? []}
              onChange={field.onChange}
              region={sportRegionOf(country)}
              error={errors.sportsArray?.message}
            />
          )}
        />
      ) : (
        <CoachFields />
      )}
      <div className={styles.terms}>
        <label className="check">
          <input
            type="checkbox"
            aria-describedby={errors.agreedToTerms ? 'terms-error' : undefined}
            {...register('agreedToTerms')}
          />
          <span>
            I agree to the{' '}
            <Link to={ROUTES.terms} target="_blank">
              Terms of use
            </Link>{' '}
            and the{' '}
            <Link to={ROUTES.privacy} target="_blank">
              Privacy policy
            </Link>
            .
          </span>
        </label>
        {errors.agreedToTerms?.message && (
          <FieldError id="terms-error">{errors.agreedToTerms.message}</FieldError>
        )}
      </div>
    </div>
  );
}
