// Empty and error states: an icon, a title, a sentence and an optional action.
import type { ReactNode } from 'react';

interface StatePanelProps {
  kind: 'empty' | 'error';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

export function StatePanel({ kind, title, children, action }: StatePanelProps) {
  return (
    <div className={`state-panel state-panel--${kind}`} role={kind === 'error' ? 'alert' : undefined}>
      <svg aria-hidden="true" width="56" height="56" viewBox="0 0 56 56" focusable="false">
        <circle cx="28" cy="28" r="26" className="state-panel__disc" />
        {kind === 'error' ? (
          <path d="M28 16v15M28 38v2" strokeWidth="4" strokeLinecap="round" className="state-panel__mark" />
        ) : (
          <path
            d="M18 30h20M18 22h20M18 38h12"
            strokeWidth="3.5"
            strokeLinecap="round"
            className="state-panel__mark"
          />
        )}
      </svg>
      <h2 className="state-panel__title">{title}</h2>
      {children && <div className="state-panel__text">{children}</div>}
      {action}
    </div>
  );
}
