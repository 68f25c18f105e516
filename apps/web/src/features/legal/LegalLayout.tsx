// The frame of the terms, privacy and support pages: a title band and readable prose.
import type { ReactNode } from 'react';
import './legal.css';

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
    <article className="legal">
      <header className="legal__header on-dark">
        <div className="legal__header-inner">
          <h1>{title}</h1>
          <p>{intro}</p>
        </div>
      </header>
      <div className="legal__body">{children}</div>
    </article>
  );
}
