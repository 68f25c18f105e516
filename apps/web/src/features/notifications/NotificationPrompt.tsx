// The push prompt (account spec 2: Enable Notifications? with Dismiss for good, Remind Me Later and Allow), as a card
// docked beside the page rather than a modal over it (issue 22, item 15): the page stays usable while it shows, and
// what is docked under it can be scrolled clear (--docked-prompt-height).
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { Button } from '../../ui/Button.tsx';
import styles from './NotificationPrompt.module.css';

interface NotificationPromptProps {
  onDismiss: () => void;
  onLater: () => void;
  onAllow: () => void;
}

const HEIGHT_VARIABLE = '--docked-prompt-height';

/** Tells the page how tall the card is, so its end, the alerts and the upload banner make room for it. */
function useDockedHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const card = ref.current;
    const root = document.documentElement;
    if (!card || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(HEIGHT_VARIABLE, `${Math.ceil(card.getBoundingClientRect().height)}px`);
    });
    observer.observe(card);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [ref]);
}

export function NotificationPrompt({ onDismiss, onLater, onAllow }: NotificationPromptProps) {
  const titleId = useId();
  const textId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  useDockedHeight(cardRef);

  // Not modal: focus stays where the person is; Escape from inside the card is Remind Me Later, as closing was.
  function closeOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') onLater();
  }

  return (
    <div
      ref={cardRef}
      className={styles.prompt}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={closeOnEscape}
    >
      <h2 id={titleId} className={styles.title}>
        Enable Notifications?
      </h2>
      <p id={textId} className={styles.text}>
        Stay updated with important updates.
      </p>
      <div className={styles.actions}>
        <Button onClick={onDismiss}>Dismiss</Button>
        <Button onClick={onLater}>Remind Me Later</Button>
        <Button variant="primary" className={styles.allow} onClick={onAllow}>
          Allow
        </Button>
      </div>
    </div>
  );
}
