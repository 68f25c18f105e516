// The crash screen (spec 2): "Hmm, something went wrong..." with a Reload Page button.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';
import styles from './ErrorScreen.module.css';

export function ErrorScreen() {
  return (
    <div className={styles.screen} role="alert">
      <svg width="120" height="90" viewBox="0 0 120 90" aria-hidden="true" focusable="false">
        <rect x="8" y="50" width="30" height="32" rx="4" fill="#b8c2d3" />
        <rect x="45" y="30" width="30" height="52" rx="4" fill="#c8f03c" transform="rotate(-8 60 56)" />
        <rect x="82" y="60" width="30" height="22" rx="4" fill="#cd7f32" />
        <path d="M0 86h120" stroke="#0b1530" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1>Hmm, something went wrong...</h1>
      <p className="lead">The page hit a problem it could not recover from. Reloading usually fixes it.</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        Reload Page
      </Button>
    </div>
  );
}

/**
 * Crashes inside a screen (routes.tsx, around the routed screen) and outside the router (App.tsx). `resetKey`
 * clears a caught crash when it changes: the screen boundary is given the path, so leaving a crashed screen
 * shows the next one. It stays mounted across navigations (no `key`), so the Suspense boundary inside it keeps
 * the current screen on view while the next one's code loads.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  { hasError: boolean; shownFor: string | undefined }
> {
  override state = { hasError: false, shownFor: this.props.resetKey };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: string },
    state: { shownFor: string | undefined },
  ): { hasError: boolean; shownFor: string | undefined } | null {
    return props.resetKey === state.shownFor ? null : { hasError: false, shownFor: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}
