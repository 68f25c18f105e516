// The frame of the terms, privacy and support pages: a title band and readable prose.
import type { ReactNode } from 'react';
import styles from './LegalLayout.module.css';

export function LegalLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article>
      <header className={`${styles.header} on-dark`}>
        <div className={styles.headerInner}>
          <h1>{title}</h1>
          <p>{intro}</p>
        </div>
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  );
}
