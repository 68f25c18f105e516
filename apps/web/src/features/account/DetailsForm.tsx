// Account: edit name, birth date, contact and place.
import { zodResolver } from '@hookform/resolvers/zod';
import { AccountDetailsSchema, type User } from '@podium/core/api';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAppDispatch } from '../../app/hooks.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { showAlert } from '../alerts/alerts-slice.ts';
import { showErrorAlerts } from '../alerts/messages.ts';
import { GENDER_OPTIONS } from '../auth/register/StepDetails.tsx';
import { ACCOUNT_MESSAGES, useUpdateAccountMutation } from './account-api.ts';

type DetailsInput = z.input<typeof AccountDetailsSchema>;
type Details = z.output<typeof AccountDetailsSchema>;

export function DetailsForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [updateAccount, { isLoading }] = useUpdateAccountMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<DetailsInput, unknown, Details>({
    resolver: zodResolver(AccountDetailsSchema),
    defaultValues: {
      name: user.name,
      birthDate: user.birthDate,
      phone: user.phone ?? '',
      country: user.country ?? '',
      state: user.state ?? '',
      city: user.city ?? '',
      gender: user.gender ?? '',
    },
  });

  async function onSubmit(formData: Details) {
    try {
      await updateAccount({ type: 'details', formData }).unwrap();
      reset(formData);
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
      <div className="account-form__actions">
        <SubmitButton isBusy={isLoading} busyLabel="Saving...">
          Save details
        </SubmitButton>
        {!isDirty && <span className="muted">No unsaved changes</span>}
      </div>
    </form>
  );
}
