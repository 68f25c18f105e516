// Account: edit name, birth date, contact and place; a caregiver email for athletes under 16.
import type { User } from '@podium/core/api/users';
import { useForm, useWatch } from 'react-hook-form';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CaregiverField, GENDER_OPTIONS } from '../auth/index.ts';
import { ACCOUNT_MESSAGES, useUpdateAccountMutation } from './account-api.ts';
import {
  asksCaregiver,
  type Details,
  type DetailsInput,
  detailsFrom,
  detailsResolver,
} from './details-form.ts';
import { FormActions } from './FormActions.tsx';

export function DetailsForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [updateAccount, { isLoading }] = useUpdateAccountMutation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<DetailsInput, unknown, Details>({
    resolver: detailsResolver(user),
    defaultValues: detailsFrom(user),
  });
  const birthDate = useWatch({ control, name: 'birthDate' });
  const showCaregiver = asksCaregiver(user, birthDate);

  async function onSubmit(formData: Details) {
    try {
      const saved = await updateAccount({ type: 'details', formData }).unwrap();
      reset(detailsFrom(saved.user));
      dispatch(showAlert(ACCOUNT_MESSAGES.updated, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Your details">
      <div className="form-row form-row--2">
        <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Birth date"
          type="date"
          error={errors.birthDate?.message}
          {...register('birthDate')}
        />
      </div>
      {showCaregiver && (
        <CaregiverField
          mailNote="When you name a new one, we email them a consent link; your profile stays hidden until they consent."
          error={errors.caregiverEmail?.message}
          {...register('caregiverEmail')}
        />
      )}
      <div className="form-row form-row--2">
        <TextField
          label="Phone"
          optional
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField
          label="Gender"
          optional
          placeholder="Choose..."
          options={GENDER_OPTIONS}
          error={errors.gender?.message}
          {...register('gender')}
        />
      </div>
      <div className="form-row form-row--2">
        <TextField
          label="Country"
          optional
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField label="State or region" optional error={errors.state?.message} {...register('state')} />
      </div>
      <div className="form-row form-row--2">
        <TextField label="City" optional error={errors.city?.message} {...register('city')} />
      </div>
      <FormActions>
        <SubmitButton isBusy={isLoading} busyLabel="Saving...">
          Save details
        </SubmitButton>
        {!isDirty && <span className="muted">No unsaved changes</span>}
      </FormActions>
    </form>
  );
}
