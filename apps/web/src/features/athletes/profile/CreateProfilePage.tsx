// /create-profile: sports (one main), optional bio, destinations and quick stats; then on to /AthleteProfile.
// An athlete who has a profile goes straight to it; a coach is told athlete profiles are for athletes.
import { zodResolver } from '@hookform/resolvers/zod';
import { homeFor, ROUTES, USER_TYPE } from '@podium/core';
import { PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../state/hooks.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { Loader } from '../../../ui/Loader.tsx';
import { StatePanel } from '../../../ui/StatePanel.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { FieldError } from '../../../ui/TextField.tsx';
import { useCreateAthleteProfileMutation, useGetMyAthleteProfileQuery } from '../athlete-api.ts';
import { DestinationsInput } from '../destinations/DestinationsInput.tsx';
import { SportRowsFields } from '../sports/SportRowsFields.tsx';
import { useProfileEdit } from '../use-profile-edit.ts';
import {
  buildCreateProfile,
  CreateProfileFormSchema,
  type CreateProfileInput,
  type CreateProfileValues,
  sportRowsFrom,
} from './create-profile-form.ts';
import { StatRowsEditor, statRow, statsFromRows } from './StatRowsEditor.tsx';
// The owner's screens keep the athlete state area (spec 3); loading this module adds it to the store.
import '../athlete-slice.ts';
import { HeroEyebrow } from '../../../ui/ProfileHero.tsx';
import styles from './CreateProfilePage.module.css';

const BIO_MAX = PROFILE_LIMITS.bioLength;

/** ?next= may only lead back to an event's promo page (issue 25), never off the app: otherwise the profile. */
const nextPath = (next: string | null) =>
  next && /^\/register\/promo\/[A-Za-z0-9_-]+$/.test(next) ? next : ROUTES.athleteHome;

export function CreateProfilePage() {
  const user = useAppSelector((state) => state.auth.user);
  const isAthlete = user?.userType === USER_TYPE.athlete;
  // Only athletes have a profile to look for (a coach's GET would only be refused).
  const existing = useGetMyAthleteProfileQuery(undefined, { skip: !isAthlete });
  const [search] = useSearchParams();

  if (user && !isAthlete) return <NotForThisAccount home={homeFor(user)} />;
  if (existing.isLoading) return <Loader label="Checking for your profile..." />;
  // One profile per athlete: there is nothing to create. Any failure of the check leaves the form (404 is the
  // usual answer); the server refuses a second profile anyway.
  // The profile just made lands here too: the form's own move and this one agree on where (?next= or home).
  if (existing.data) return <Navigate to={nextPath(search.get('next'))} replace />;
  return <CreateProfileForm name={user?.name} signupSports={user?.sportsArray ?? []} />;
}

function NotForThisAccount({ home }: { home: string }) {
  return (
    <div className="page page--narrow">
      <StatePanel
        kind="empty"
        title="Athlete profiles are for athletes"
        action={
          <ButtonLink variant="primary" to={home}>
            Go to your home page
          </ButtonLink>
        }
      >
        Your account is a coach account, so there is no athlete profile to create. Your home page shows what
        you can do on Podium today.
      </StatePanel>
    </div>
  );
}

function CreateProfileForm({ name, signupSports }: { name: string | undefined; signupSports: string[] }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const save = useProfileEdit();
  const [createProfile, { isLoading }] = useCreateAthleteProfileMutation();
  // The sports typed at registration are where the form starts (issue 8): nobody types them twice.
  const [startingSports] = useState(() => sportRowsFrom(signupSports));
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
    defaultValues: { sportingCred: startingSports, bio: '' },
  });
  const { errors } = formState;

  async function onSubmit(values: CreateProfileValues) {
    const stats = statsFromRows(statRows);
    if ('error' in stats) {
      setStatsError(stats.error);
      return;
    }
    const request = buildCreateProfile(values, { mainIndex, destinations, quickStats: stats.stats });
    // Replace: going back should not return to a form that can no longer be sent.
    if (await save(createProfile(request))) navigate(nextPath(search.get('next')), { replace: true });
  }

  return (
    <div className={styles.screen}>
      <header className={`${styles.hero} on-dark`}>
        <div className={styles.inner}>
          <HeroEyebrow>Athlete profile</HeroEyebrow>
          <h1>{name ? `Let's build your profile, ${name.split(' ')[0]}` : "Let's build your profile"}</h1>
          <p>
            {signupSports.length > 0
              ? 'Start with your sports: here are the ones you gave when you signed up. You can add test results, highlights and more straight after.'
              : 'Start with your sports. You can add test results, highlights and more straight after.'}
          </p>
        </div>
      </header>
      <div className={`page ${styles.page}`}>
        <form
          className={`form ${styles.form}`}
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
          <section className={styles.card} aria-labelledby="bio-title">
            <h2 id="bio-title" className={styles.title}>
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
          <section className={styles.card} aria-labelledby="stats-form-title">
            <h2 id="stats-form-title" className={styles.title}>
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
