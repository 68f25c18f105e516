// A row of chips, each a short label that may be removed: a profile's sports, an organisation's admins, what a form
// has added so far. Its look is its own (Chip.module.css), the same on every screen whatever loaded before.
import type { ReactNode } from 'react';
import styles from './Chip.module.css';
import { classNames } from './class-names.ts';

interface ChipsProps {
  /** input: dark chips of what a form has added; soft: light chips that show a profile's sports or people. */
  tone?: 'input' | 'soft';
  /** What the list holds, for a screen reader: "Sports added". */
  label?: string;
  /** A class for where the row sits (its margins), never for its look. */
  className?: string;
  children: ReactNode;
}

export function Chips({ tone = 'soft', label, className, children }: ChipsProps) {
  return (
    <ul
      className={classNames(styles.chips, tone === 'input' ? styles.input : styles.soft, className)}
      aria-label={label}
    >
      {children}
    </ul>
  );
}

interface ChipProps {
  children: ReactNode;
  /** Removes the chip; the × button says what it removes (`Remove ${removeName}`). */
  onRemove?: () => void;
  removeName?: string;
}

export function Chip({ children, onRemove, removeName }: ChipProps) {
  return (
    <li className={styles.chip}>
      {children}
      {onRemove && (
        <button
          type="button"
          className={styles.remove}
          aria-label={`Remove ${removeName ?? ''}`}
          onClick={onRemove}
        >
          ×
        </button>
      )}
    </li>
  );
}
