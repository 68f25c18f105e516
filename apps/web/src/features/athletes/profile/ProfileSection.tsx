// A section of the athlete profile's main column (test results, highlights): its heading and the owner's button on
// one line, then what it holds.
import type { ReactNode } from 'react';
import styles from './ProfileSection.module.css';

interface ProfileSectionProps {
  titleId: string;
  title: string;
  /** Which step of the first-visit tour points here (ProfileTour.tsx). */
  tour: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function ProfileSection({ titleId, title, tour, actions, children }: ProfileSectionProps) {
  return (
    <section aria-labelledby={titleId} data-tour={tour}>
      <header className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        {actions}
      </header>
      {children}
    </section>
  );
}
