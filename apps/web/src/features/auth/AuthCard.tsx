// The frame of the sign-in screens: a card on a sporty backdrop, with a title and a footer line.
import type { ReactNode } from 'react';
import './auth.css';
import { UnderHeading } from '../../ui/UnderHeading.tsx';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <div className="auth-screen">
      <div className={`auth-card${wide ? ' auth-card--wide' : ''}`}>
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        <UnderHeading>{children}</UnderHeading>
        {footer && <p className="auth-card__footer">{footer}</p>}
      </div>
    </div>
  );
}
