// The card a caregiver's mailed link opens (the consent link, a held change's confirmation): the caregiver has no
// account, so the link is all they have. While it loads a loader; a link the server does not know says so in the
// page's own words with the way on (the newest mail, or support); otherwise the page's content under one h1.
import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/Button.tsx';
import { classNames } from '../../ui/class-names.ts';
import { FailurePanel, type FailureWords } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { SUPPORT_EMAIL } from '../../ui/links.ts';
import { UnderHeading } from '../../ui/UnderHeading.tsx';
import styles from './LinkCard.module.css';

/** A link that does not work: its title, why that may be, and a line to support. */
export function invalidLink(title: string, text: string): FailureWords {
  return {
    title,
    text,
    action: (
      <ButtonLink variant="primary" to={`mailto:${SUPPORT_EMAIL}`}>
        Write to {SUPPORT_EMAIL}
      </ButtonLink>
    ),
  };
}

interface LinkCardProps<View> {
  /** The link's query, as RTK Query answers it. */
  load: {
    data?: View | undefined;
    error?: unknown;
    isLoading: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** The loader's words: "Opening your link...". */
  opening: string;
  /** What could not be done: "We could not open your link". */
  failed: string;
  /** What a 404 or a refusal means here. */
  invalid: FailureWords;
  children: (view: View) => ReactNode;
}

export function LinkCard<View>({ load, opening, failed, invalid, children }: LinkCardProps<View>) {
  const { data, error, isLoading, isFetching, refetch } = load;
  let content: ReactNode;
  if (isLoading || (error && isFetching)) content = <Loader label={opening} />;
  else if (error || !data) {
    content = (
      <FailurePanel error={error} onRetry={refetch} title={failed} notFound={invalid} refused={invalid} />
    );
  } else content = <UnderHeading>{children(data)}</UnderHeading>;
  return (
    <div className={styles.screen}>
      <article className={styles.card}>{content}</article>
    </div>
  );
}

/** The page's h1, inside the card. */
export function LinkCardTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.title}>{children}</h1>;
}

/** What the link is about, under the title. */
export function LinkCardLead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}

/** Where things stand, announced when it changes: waiting (blue), given (green), withdrawn (red), done (grey). */
export function LinkCardState({
  tone,
  children,
}: {
  tone: 'waiting' | 'given' | 'withdrawn' | 'done';
  children: ReactNode;
}) {
  return (
    <p className={classNames(styles.state, tone !== 'waiting' && styles[tone])} role="status">
      {children}
    </p>
  );
}

/** Facts in two columns: each child a `<div>` of a `<dt>` and its `<dd>`. */
export function LinkCardSummary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl className={styles.summary} aria-label={label}>
      {children}
    </dl>
  );
}

/** The card's buttons, in a row that wraps. */
export function LinkCardActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
