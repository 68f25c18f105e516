// A page that only says something, centred, with its actions below: the not-found and coming-soon screens. The
// screen's h1 is in `children`: anything beside it sits under it (ui/UnderHeading.tsx).
import type { ReactNode } from 'react';
import { UnderHeading } from '../ui/UnderHeading.tsx';
import styles from './MessagePage.module.css';

export function MessagePage({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <UnderHeading>
      <div className={styles.page}>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </UnderHeading>
  );
}
