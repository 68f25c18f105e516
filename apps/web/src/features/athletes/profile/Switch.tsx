// An on/off switch: a checkbox a screen reader hears as a switch, drawn as a sliding knob. Never disabled while it
// saves (a disabled control drops keyboard focus, out of a dialog even); it says it is busy instead.
import type { ReactNode } from 'react';
import styles from './Switch.module.css';

interface SwitchProps {
  isOn: boolean;
  isBusy: boolean;
  onChange: (isOn: boolean) => void;
  /** What it switches, beside it. */
  children: ReactNode;
  /** The one switch of a dialog: bold, with room around it. */
  isLarge?: boolean;
}

export function Switch({ isOn, isBusy, onChange, children, isLarge = false }: SwitchProps) {
  return (
    <label className={isLarge ? `${styles.switch} ${styles.large}` : styles.switch}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={isOn}
        checked={isOn}
        aria-busy={isBusy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
