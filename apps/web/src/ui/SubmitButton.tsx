// A form's submit button that shows progress and refuses double submits.
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

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
    <Button type="submit" variant={variant} block={block} isBusy={isBusy} busyLabel={busyLabel}>
      {children}
    </Button>
  );
}
