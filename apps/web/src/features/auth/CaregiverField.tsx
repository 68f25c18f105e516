// The parent or caregiver email an athlete under 16 must give, at registration and when their birth date changes.
import { ACCOUNT_RULES } from '@podium/core';
import type { ComponentPropsWithRef } from 'react';
import { TextField } from '../../ui/TextField.tsx';
import styles from './CaregiverField.module.css';

interface CaregiverFieldProps extends ComponentPropsWithRef<'input'> {
  /** What happens to the address: registration always mails it, the account page only a new one. */
  mailNote: string;
  error?: string | undefined;
}

export function CaregiverField({ mailNote, error, ...input }: CaregiverFieldProps) {
  return (
    <div className={styles.box}>
      <p className={styles.note}>
        Athletes under {ACCOUNT_RULES.caregiverRequiredUnderAge} need a parent or caregiver. {mailNote}
      </p>
      <TextField
        label="Parent or caregiver email"
        type="email"
        inputMode="email"
        autoComplete="off"
        error={error}
        {...input}
      />
    </div>
  );
}
