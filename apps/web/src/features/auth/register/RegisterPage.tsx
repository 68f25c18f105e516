// /register and the registration links (spec 2): a three-step form over the registration payload (spec 3).
import { zodResolver } from '@hookform/resolvers/zod';
import { homeFor, ROUTES, STORAGE_KEYS, USER_TYPE } from '@podium/core';
import { type Registration, RegistrationSchema } from '@podium/core/api/registration';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type DefaultValues, type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { usePlatform } from '../../../platform/index.ts';
import { useCheckEmailMutation, useRegisterMutation } from '../../../state/auth-api.ts';
import { useAppDispatch, useAppSelector } from '../../../state/hooks.ts';
import { showErrorAlerts } from '../../../state/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { AuthCard } from '../AuthCard.tsx';
import { AuthNotice } from '../AuthNotice.tsx';
import { passwordProblem } from '../password-check.ts';
import styles from './RegisterPage.module.css';
import {
  EMAIL_TAKEN,
  prefillFrom,
  type RegisterValues,
  STEPS,
  type StepNumber,
  stepIssues,
  stepOf,
  toRegistration,
} from './register-form.ts';
import { StepAccount } from './StepAccount.tsx';
import { StepDetails } from './StepDetails.tsx';
import { StepRole } from './StepRole.tsx';

// The terms checkbox starts unticked: agreedToTerms is left out, and the schema insists on true.
const EMPTY_VALUES: DefaultValues<RegisterValues> = {
  name: '',
  email: '',
  password: '',
  birthDate: '',
  caregiverEmail: '',
  phone: '',
  country: '',
  city: '',
  state: '',
  gender: '',
  organisation: '',
  role: '',
  team: '',
  orgAdmin: false,
  sportsArray: [],
};

export function RegisterPage() {
  const dispatch = useAppDispatch();
  const platform = usePlatform();
  const navigate = useNavigate();
  const params = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { isAuthenticated, user } = useAppSelector((state) => state.auth);
  const [register, { isLoading: isRegistering }] = useRegisterMutation();
  const [checkEmail, { isLoading: isCheckingEmail }] = useCheckEmailMutation();
  const [step, setStep] = useState<StepNumber>(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  const prefill = useMemo(() => prefillFrom({ params, pathname, search }), [params, pathname, search]);
  const form = useForm<RegisterValues, unknown, Registration>({
    resolver: zodResolver(RegistrationSchema),
    defaultValues: { ...EMPTY_VALUES, ...prefill.values },
  });
  const { getValues, setError, clearErrors, handleSubmit } = form;

  // Moving between steps moves focus to the new step's heading, so screen readers follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change on purpose
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  if (isAuthenticated && user && !isRegistering) return <Navigate to={homeFor(user)} replace />;

  async function goForward() {
    const values = getValues();
    const current = STEPS[step - 1];
    if (current) clearErrors([...current.fields]);
    const issues = stepIssues(values, step);
    for (const issue of issues)
      setError(issue.field, { type: 'schema', message: issue.message }, { shouldFocus: true });
    if (issues.length > 0) return;
    if (step === 2) {
      // The server's rule, said here first: not a leaked password, not made of the email or name.
      const problem = await passwordProblem(values.password, { email: values.email, name: values.name });
      if (problem) {
        setError('password', { type: 'rule', message: problem }, { shouldFocus: true });
        return;
      }
      const isTaken = await checkEmail({ email: values.email })
        .unwrap()
        .then((answer) => answer.taken)
        // If the check fails, registration itself will refuse a taken email with a clear message.
        .catch(() => false);
      if (isTaken) {
        setError('email', { type: 'taken', message: EMAIL_TAKEN }, { shouldFocus: true });
        return;
      }
    }
    setStep(step === 1 ? 2 : 3);
  }

  async function onValid(parsed: Registration) {
    try {
      const answer = await register(toRegistration(parsed, prefill)).unwrap();
      await platform.storage.set(STORAGE_KEYS.userRegistered, 'true');
      const isAthlete = answer.user.userType === USER_TYPE.athlete;
      navigate((isAthlete && prefill.athleteReturnTo) || homeFor(answer.user), { replace: true });
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }

  function onInvalid(errors: FieldErrors<RegisterValues>) {
    const firstField = Object.keys(errors)[0];
    if (firstField) setStep(stepOf(firstField));
  }

  const current = STEPS[step - 1];
  return (
    <AuthCard
      wide
      title="Join Podium"
      footer={
        <>
          Already have an account? <Link to={ROUTES.login}>Log in</Link>
        </>
      }
    >
      {prefill.notice && (
        <AuthNotice role="status">
          <p>{prefill.notice}</p>
        </AuthNotice>
      )}
      <div className={styles.progress}>
        <p className={styles.progressLabel}>
          Step {step} of {STEPS.length}
        </p>
        <ol className={styles.bar} aria-hidden="true">
          {STEPS.map((item) => (
            <li key={item.number} className={item.number <= step ? styles.done : undefined} />
          ))}
        </ol>
      </div>
      <h2 className={styles.stepTitle} ref={headingRef} tabIndex={-1}>
        {current?.title}
      </h2>
      <FormProvider {...form}>
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            if (step < 3) {
              event.preventDefault();
              void goForward();
              return;
            }
            void handleSubmit(onValid, onInvalid)(event);
          }}
        >
          {step === 1 && <StepRole />}
          {step === 2 && <StepAccount />}
          {step === 3 && <StepDetails />}
          <div className={styles.actions}>
            {step > 1 && <Button onClick={() => setStep(step === 3 ? 2 : 1)}>Back</Button>}
            {step < 3 ? (
              <SubmitButton isBusy={isCheckingEmail} busyLabel="Checking...">
                Continue
              </SubmitButton>
            ) : (
              <SubmitButton isBusy={isRegistering} busyLabel="Creating your account...">
                Create account
              </SubmitButton>
            )}
          </div>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
