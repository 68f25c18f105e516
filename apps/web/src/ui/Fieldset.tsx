// A group of fields under a legend, in a frame (registration's "Where you coach", the coach profile form's).
import type { ReactNode } from 'react';
import styles from './Fieldset.module.css';

export function Fieldset({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
