// The frame of the sign-in screens: a card on a sporty backdrop, with a title and a footer line.
import type { ReactNode } from 'react';
import { classNames } from '../../ui/class-names.ts';
import { UnderHeading } from '../../ui/UnderHeading.tsx';
import styles from './AuthCard.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <div className={styles.screen}>
      <div className={classNames(styles.card, wide && styles.wide)}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        <UnderHeading>{children}</UnderHeading>
        {footer && <p className={styles.footer}>{footer}</p>}
      </div>
    </div>
  );
}
