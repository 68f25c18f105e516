// Registration step 1: athlete or coach (userType 1 or 2).
import { Controller, useFormContext } from 'react-hook-form';
import { classNames } from '../../../ui/class-names.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { FieldError } from '../../../ui/TextField.tsx';
import type { RegisterValues } from './register-form.ts';
import styles from './StepRole.module.css';

const CHOICES = [
  {
    value: 1,
    title: 'Athlete',
    text: 'Record test results and highlight videos, see where you rank and get found by coaches.',
    icon: 'runner',
  },
  {
    value: 2,
    title: 'Coach, scout or organisation',
    text: 'Find talent for your roster, run groups and manage your club, school or academy.',
    icon: 'clipboard',
  },
] as const;

export function StepRole() {
  const {
    control,
    formState: { errors },
  } = useFormContext<RegisterValues>();
  return (
    <Controller
      control={control}
      name="userType"
      render={({ field }) => (
        <fieldset className={styles.choice} aria-describedby={errors.userType ? 'userType-error' : undefined}>
          <legend className="visually-hidden">I am joining as</legend>
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              className={classNames(styles.card, field.value === choice.value && styles.selected)}
            >
              <input
                type="radio"
                name={field.name}
                value={choice.value}
                checked={field.value === choice.value}
                onChange={() => field.onChange(choice.value)}
                onBlur={field.onBlur}
                ref={choice.value === 1 ? field.ref : undefined}
              />
              <span className={styles.icon} aria-hidden="true">
                <Icon name={choice.icon} size={28} />
              </span>
              <span className={styles.title}>{choice.title}</span>
              <span className={styles.text}>{choice.text}</span>
            </label>
          ))}
          {errors.userType?.message && (
            <FieldError id="userType-error">Choose athlete or coach to continue</FieldError>
          )}
        </fieldset>
      )}
    />
  );
}
