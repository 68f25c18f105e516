// /create-profile: sports (one main), optional bio, destinations and quick stats; then on to /AthleteProfile.
import { zodResolver } from '@hookform/resolvers/zod';
import { ROUTES } from '@podium/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks.ts';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { FieldError } from '../../ui/TextField.tsx';
import { useCreateAthleteProfileMutation } from './athlete-api.ts';
import {
  buildCreateProfile,
  CreateProfileFormSchema,
  type CreateProfileInput,
  type CreateProfileValues,
  EMPTY_SPORT,
} from './create-profile-form.ts';
import { DestinationsInput } from './DestinationsInput.tsx';
import { SportRowsFields } from './SportRowsFields.tsx';
import { StatRowsEditor, statRow, statsFromRows } from './StatRowsEditor.tsx';
import { useProfileEdit } from './use-profile-edit.ts';
import './athletes.css';

const BIO_MAX = 1000;

export function CreateProfilePage() {
  const navigate = useNavigate();
  const save = useProfileEdit();
  const name = useAppSelector((state) => state.auth.user?.name);
  const [createProfile, { isLoading }] = useCreateAthleteProfileMutation();
  const [mainIndex, setMainIndex] = useState(0);
  const [destinations, setDestinations] = useState<string[]>([]);
  const [statRows, setStatRows] = useState(() => [statRow('Height'), statRow('Weight')]);
  const [statsError, setStatsError] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm<
    CreateProfileInput,
    unknown,
    CreateProfileValues
  >({
    resolver: zodResolver(CreateProfileFormSchema),
    defaultValues: { sportingCred: [{ ...EMPTY_SPORT }], bio: '' },
  });
  const { errors } = formState;

  async function onSubmit(values: CreateProfileValues) {
    const stats = statsFromRows(statRows);
    if ('error' in stats) {
      setStatsError(stats.error);
      return;
    }
    const request = buildCreateProfile(values, { mainIndex, destinations, quickStats: stats.stats });
    if (await save(createProfile(request))) navigate(ROUTES.athleteHome);
  }

  return (
    <div className="create-profile">
      <header className="create-profile__hero on-dark">
        <div className="create-profile__hero-inner">
          <span className="profile-hero__eyebrow">Athlete profile</span>
          <h1>{name ? `Let's build your profile, ${name.split(' ')[0]}` : "Let's build your profile"}</h1>
          <p>Start with your sports. You can add test results, highlights and more straight after.</p>
        </div>
      </header>
      <div className="page page--form">
        <form
          className="form create-profile__form"
          onSubmit={handleSubmit(onSubmit)}
          noValidate
          aria-label="Create your athlete profile"
        >
          <SportRowsFields
            control={control}
            register={register}
            errors={errors}
            mainIndex={mainIndex}
            onMainChange={setMainIndex}
          />
          <section className="form-card" aria-labelledby="bio-title">
            <h2 id="bio-title" className="form-card__title">
              About you
            </h2>
            <div className="field">
              <label className="field__label" htmlFor="athlete-bio">
                Bio <span className="field__optional">(optional)</span>
              </label>
              <textarea
                id="athlete-bio"
                className="field__input field__input--area"
                rows={4}
                maxLength={BIO_MAX}
                placeholder="Your goals, your proudest moment, what makes you a good teammate."
                {...register('bio')}
              />
              {errors.bio?.message && <FieldError>{errors.bio.message}</FieldError>}
            </div>
            <DestinationsInput value={destinations} onChange={setDestinations} />
          </section>
          <section className="form-card" aria-labelledby="stats-form-title">
            <h2 id="stats-form-title" className="form-card__title">
              Quick stats <span className="field__optional">(optional)</span>
            </h2>
            <p className="muted">The facts a coach checks first. Leave a row empty to skip it.</p>
            <StatRowsEditor
              rows={statRows}
              onChange={(rows) => {
                setStatRows(rows);
                setStatsError(null);
              }}
            />
            {statsError && <FieldError>{statsError}</FieldError>}
          </section>
          <SubmitButton isBusy={isLoading} busyLabel="Creating your profile..." variant="volt" block>
            Create my profile
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
