// A modal dialog: focus moves in on open, Escape and the backdrop close it, focus returns on close.
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { classNames } from './class-names.ts';
import styles from './Dialog.module.css';
import { UnderHeading } from './UnderHeading.tsx';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The dialogs open now, the last opened last: Escape closes only the top one. */
const openDialogs: symbol[] = [];

export function Dialog({ title, onClose, children }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Escape closes the top dialog wherever focus is: a part of the dialog that loads late (a lazy chunk behind
  // Suspense) replaces the element that had focus, which leaves focus on the page's body.
  useEffect(() => {
    const me = Symbol('dialog');
    openDialogs.push(me);
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || openDialogs[openDialogs.length - 1] !== me) return;
      event.stopPropagation();
      onCloseRef.current();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      openDialogs.splice(openDialogs.indexOf(me), 1);
    };
  }, []);

  // A press outside the panel (on the backdrop) closes the dialog.
  useEffect(() => {
    function closeOnOutsidePress(event: MouseEvent) {
      const panel = panelRef.current;
      if (panel && event.target instanceof Node && !panel.contains(event.target)) onCloseRef.current();
    }
    document.addEventListener('mousedown', closeOnOutsidePress);
    return () => document.removeEventListener('mousedown', closeOnOutsidePress);
  }, []);

  useEffect(() => {
    const previouslyFocused = document.activeElement;
    const panel = panelRef.current;
    const firstField = panel?.querySelector<HTMLElement>('input, select, textarea');
    (firstField ?? panel?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus();
    };
  }, []);

  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  // data-backdrop: what tests find the page's dimming by (a module's class name is its own).
  return (
    <div className={styles.backdrop} data-backdrop="">
      <div
        ref={panelRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={keepFocusInside}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <UnderHeading level={2}>{children}</UnderHeading>
      </div>
    </div>
  );
}

/** A dialog's buttons, at its end. `className` places the row (its width), never restyles it. */
export function DialogActions({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={classNames(styles.actions, className)}>{children}</div>;
}

/** A dialog form's fields, one group so they lock together while its file uploads or it is sent. */
export function DialogFields({ isDisabled, children }: { isDisabled: boolean; children: ReactNode }) {
  return (
    <fieldset className={styles.fields} disabled={isDisabled}>
      {children}
    </fieldset>
  );
}
