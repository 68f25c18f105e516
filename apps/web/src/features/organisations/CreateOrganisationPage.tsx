// /create-organisation: a coach creates their organisation (and becomes its admin), or an admin edits it (issue 10).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateOrganisation,
  CreateOrganisationSchema,
  type Organisation,
} from '@podium/core/api/coaches';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { showAlert } from '../../state/alerts-slice.ts';
import { authApi } from '../../state/auth-api.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { isNotFound, showErrorAlerts } from '../../state/messages.ts';
import { useSportRegion } from '../../state/use-sport-region.ts';
import { CardForm } from '../../ui/Card.tsx';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { PhotoField } from '../../ui/PhotoField.tsx';
import { SportCombobox } from '../../ui/SportCombobox.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { FieldError, TextField } from '../../ui/TextField.tsx';
import { uploadProfileImage } from '../media/index.ts';
import {
  useCreateOrganisationMutation,
  useGetMyOrganisationQuery,
  useUpdateOrganisationMutation,
} from './organisations-api.ts';

type OrganisationInput = z.input<typeof CreateOrganisationSchema>;

// The form always sends every field, so the POST schema also holds for PUT (whose schema is its partial).
const validate = zodResolver(CreateOrganisationSchema);
// The sport is optional: left blank it is not sent, rather than refused as an empty sport.
const resolver: Resolver<OrganisationInput, unknown, CreateOrganisation> = (values, context, options) => {
  const { sport, ...rest } = values;
  return validate(sport?.trim() ? values : rest, context, options);
};

function valuesFrom(current: Organisation | undefined): OrganisationInput {
  return {
    name: current?.name ?? '',
    logo: current?.logo ?? null,
    bio: current?.bio ?? '',
    sport: current?.sport ?? '',
    country: current?.country ?? '',
    state: current?.state ?? '',
    city: current?.city ?? '',
  };
}

function OrganisationForm({ current }: { current: Organisation | undefined }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const region = useSportRegion();
  const [create, creating] = useCreateOrganisationMutation();
  const [update, updating] = useUpdateOrganisationMutation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<OrganisationInput, unknown, CreateOrganisation>({
    resolver,
    defaultValues: valuesFrom(current),
  });
  const name = useWatch({ control, name: 'name' });

  async function onSubmit(body: CreateOrganisation) {
    try {
      const reply = await (current ? update(body) : create(body)).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      // The creator is now orgAdmin acting as it: load the user again before /organisation asks who they are.
      const reload = dispatch(authApi.endpoints.loadUser.initiate(undefined, { forceRefetch: true }));
      await reload;
      reload.unsubscribe();
      // Spec: after loading the organisation profile the app goes to /organisation.
      navigate('/organisation');
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <div className="page">
      <CardForm className="form" onSubmit={handleSubmit(onSubmit)} noValidate>
        <h1>{current ? 'Edit your organisation' : 'Create your organisation'}</h1>
        <TextField label="Name" maxLength={100} error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="logo"
          render={({ field }) => (
            <PhotoField
              label="Logo"
              name={name}
              url={field.value ?? null}
              onChange={field.onChange}
              upload={uploadProfileImage}
            />
          )}
        />
        <div className="field">
          <label className="field__label" htmlFor="org-bio">
            About <span className="field__optional">(optional)</span>
          </label>
          <textarea
            id="org-bio"
            className="field__input field__input--area"
            maxLength={1000}
            rows={5}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={errors.bio ? 'org-bio-error' : undefined}
            {...register('bio')}
          />
          {errors.bio?.message && <FieldError id="org-bio-error">{errors.bio.message}</FieldError>}
        </div>
        <Controller
          control={control}
          name="sport"
          render={({ field }) => (
            <SportCombobox
              label="Sport"
              region={region}
              optional
              error={errors.sport?.message}
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <div className="form-row form-row--2">
          <TextField
            label="Country"
            optional
            maxLength={100}
            error={errors.country?.message}
            {...register('country')}
          />
          <TextField
            label="State"
            optional
            maxLength={100}
            error={errors.state?.message}
            {...register('state')}
          />
        </div>
        <TextField label="City" optional maxLength={100} error={errors.city?.message} {...register('city')} />
        <SubmitButton isBusy={creating.isLoading || updating.isLoading} busyLabel="Saving...">
          {current ? 'Save changes' : 'Create organisation'}
        </SubmitButton>
      </CardForm>
    </div>
  );
}

function FormLoader() {
  const load = useGetMyOrganisationQuery();
  if (load.isLoading) return <Loader label="Loading..." />;
  // 404: nothing yet, so this creates; any other failure is said as such, not offered as a form to create anew.
  if (load.error !== undefined && !isNotFound(load.error)) {
    return (
      <div className="page page--narrow">
        <FailurePanel error={load.error} onRetry={load.refetch} title="We could not load your organisation" />
      </div>
    );
  }
  return <OrganisationForm current={load.data} />;
}

export function CreateOrganisationPage() {
  return <FormLoader />;
}
