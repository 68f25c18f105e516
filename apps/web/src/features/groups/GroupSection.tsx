// A titled part of the group page (a whole tab, or one part of a tab): its h2, with what acts on it beside the title
// when there is something, over its content. Every section of the group page is one, so they all sit alike.
import type { ReactNode } from 'react';
import styles from './GroupSection.module.css';

export function GroupSection({
  id,
  title,
  actions,
  isTab = false,
  children,
}: {
  id: string;
  title: ReactNode;
  /** Beside the title, wrapping under it on a narrow screen (New request). */
  actions?: ReactNode;
  /** A whole tab: its parts further apart. */
  isTab?: boolean;
  children: ReactNode;
}) {
  const heading = <h2 id={id}>{title}</h2>;
  return (
    <section aria-labelledby={id} className={isTab ? styles.tab : styles.section}>
      {actions ? (
        <div className={styles.bar}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
