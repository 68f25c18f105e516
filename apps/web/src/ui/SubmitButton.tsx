// A form's submit button that shows progress and refuses double submits.
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  isBusy: boolean;
  busyLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'danger' | 'volt';
  block?: boolean;
}

export function SubmitButton({
  isBusy,
  busyLabel,
  children,
  variant = 'primary',
  block = false,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`btn btn--${variant}${block ? ' btn--block' : ''}`}
      disabled={isBusy}
      aria-busy={isBusy}
    >
      {isBusy && <span className="spinner-inline" aria-hidden="true" />}
      {isBusy ? busyLabel : children}
    </button>
  );
}
