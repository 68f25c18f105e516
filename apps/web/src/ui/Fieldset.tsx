// A group of fields under a legend, in a frame (registration's "Where you coach", the coach profile form's, a group's
// settings and requests). `isRow`: as many fields side by side as the width takes (a leaderboard's filters).
import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';
import styles from './Fieldset.module.css';

export function Fieldset({
  legend,
  isRow = false,
  children,
}: {
  legend: ReactNode;
  isRow?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={classNames(styles.fieldset, isRow && styles.row)}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
