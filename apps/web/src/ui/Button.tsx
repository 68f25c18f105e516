// The app's buttons, and links drawn as buttons: one place that knows their look, so no screen writes it by hand.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';
import { classNames } from './class-names.ts';

/** primary: the screen's main action; volt: the call to act on a dark hero; ghost-light: a second action there;
 *  link and link-danger: an action that reads as a link (Change, Remove). */
export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'volt'
  | 'ghost-light'
  | 'danger'
  | 'link'
  | 'link-danger';

export interface ButtonLook {
  variant?: ButtonVariant;
  /** small: a button inside a card or a list row. */
  size?: 'normal' | 'small';
  /** As wide as its container (a form's one action on a narrow card). */
  block?: boolean;
  /** A class for where it sits (margins, flex), never for its look. */
  className?: string | undefined;
}

/** The class list of a button's look; for the rare element that is neither a button nor a link (a label). */
export function buttonClass({
  variant = 'secondary',
  size = 'normal',
  block = false,
  className,
}: ButtonLook): string {
  return classNames(
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    className,
  );
}

type ButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
    /** While true the button is disabled, says so to assistive technology and shows busyLabel with a spinner. */
    isBusy?: boolean;
    busyLabel?: ReactNode;
  };

/** A button; its type is "button" unless said, so a button inside a form never submits it by accident. */
export function Button({
  variant,
  size,
  block,
  className,
  isBusy = false,
  busyLabel,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, block, className })}
      disabled={disabled === true || isBusy}
      aria-busy={isBusy || undefined}
    >
      {isBusy && <span className={styles.spinner} aria-hidden="true" />}
      {isBusy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

/** A link (in-app, or mailto: and https: addresses, which React Router leaves to the browser) drawn as a button. */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  ...rest
}: ButtonLook & Omit<LinkProps, 'className'>) {
  return <Link {...rest} className={buttonClass({ variant, size, block, className })} />;
}
