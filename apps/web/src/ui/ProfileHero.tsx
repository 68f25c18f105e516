// A profile's hero, the same for an athlete, a coach and an organisation: the picture, the name (the screen's h1)
// under what kind of profile it is, a line of facts, the buttons, and for an athlete a strip of numbers.
import type { ReactNode } from 'react';
import styles from './ProfileHero.module.css';

interface ProfileHeroProps {
  /** What kind of profile: 'Athlete', 'Coach'. */
  kind: string;
  name: string;
  /** The name's id, when the hero is a region named by it. */
  nameId?: string;
  /** The picture (ui/ProfilePhoto.tsx). */
  photo: ReactNode;
  /** The facts line's items, each an `li`. */
  facts: ReactNode;
  actions?: ReactNode;
  /** Numbers under the hero: '11 results'. */
  stats?: readonly { value: string; label: string }[];
}

export function ProfileHero({ kind, name, nameId, photo, facts, actions, stats }: ProfileHeroProps) {
  return (
    <section className={`${styles.hero} on-dark`} aria-labelledby={nameId}>
      <div className={styles.inner}>
        {photo}
        <div>
          <HeroEyebrow>{kind}</HeroEyebrow>
          <h1 id={nameId} className={styles.name}>
            {name}
          </h1>
          <ul className={styles.facts}>{facts}</ul>
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {stats && (
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The volt label over a name on a dark header: a profile's kind, or the form that makes one. */
export function HeroEyebrow({ children }: { children: ReactNode }) {
  return <span className={styles.eyebrow}>{children}</span>;
}
