// A password input with a Show/Hide toggle, built on TextField.
import { useState } from 'react';
import styles from './PasswordField.module.css';
import { TextField, type TextFieldProps } from './TextField.tsx';

export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className={styles.field}>
      <TextField {...props} type={isVisible ? 'text' : 'password'} />
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={isVisible}
        aria-label={isVisible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
        onClick={() => setIsVisible((visible) => !visible)}
      >
        {isVisible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
