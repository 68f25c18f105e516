// The signed-in home frame: a greeting band and cards of what to do next.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from './Icon.tsx';
import './home.css';

export interface NextStep {
  title: string;
  text: string;
  /** Only to a screen that is built: a home never leads to "coming soon" (issue 8). */
  link?: { to: string; cta: string };
  icon: IconName;
  isPrimary?: boolean;
}

interface HomeLayoutProps {
  eyebrow: string;
  name: string;
  intro: ReactNode;
  steps: readonly NextStep[];
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export function HomeLayout({ eyebrow, name, intro, steps }: HomeLayoutProps) {
  return (
    <div className="home">
      <section className="home__hero on-dark" aria-labelledby="home-title">
        <div className="home__hero-inner">
          <span className="hero__eyebrow">{eyebrow}</span>
          <h1 id="home-title">Welcome, {firstName(name)}</h1>
          <p className="home__intro">{intro}</p>
        </div>
      </section>
      <section className="page home__steps" aria-labelledby="next-title">
        <h2 id="next-title">What to do next</h2>
        <ul className="home__grid">
          {steps.map((step) => (
            <li key={step.title} className={`home-card${step.isPrimary ? ' home-card--primary' : ''}`}>
              <span className="home-card__icon" aria-hidden="true">
                <Icon name={step.icon} size={26} />
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
              {step.link && (
                <Link className={`btn ${step.isPrimary ? 'btn--volt' : 'btn--secondary'}`} to={step.link.to}>
                  {step.link.cta}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
