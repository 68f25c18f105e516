// The app section: store links and the web install button where the platform allows them (spec 1, spec 2).

import { usePlatform } from '../../platform/index.ts';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../ui/links.ts';
import { InstallButton } from '../install/InstallButton.tsx';

function AppleIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.5-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-4zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"
      />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#34a853" d="M3.6 2.3 13.5 12l-9.9 9.7c-.4-.2-.6-.6-.6-1.1V3.4c0-.5.2-.9.6-1.1z" />
      <path fill="#fbbc04" d="m17 8.6-3.5 3.4 3.5 3.4 3.9-2.2c.9-.5.9-1.9 0-2.4z" />
      <path fill="#ea4335" d="M3.6 21.7 13.5 12l3.5 3.4-11.6 6.6c-.6.3-1.2.2-1.8-.3z" />
      <path fill="#4285f4" d="M3.6 2.3c.6-.5 1.2-.6 1.8-.3L17 8.6 13.5 12z" />
    </svg>
  );
}

export function GetTheApp() {
  const platform = usePlatform();
  if (!platform.showAppStoreLinks && !platform.canInstallWebApp) return null;
  return (
    <section className="get-app on-dark" aria-labelledby="get-app-title">
      <div className="get-app__inner">
        <div>
          <span className="hero__eyebrow">Take Podium with you</span>
          <h2 id="get-app-title">Record a result the moment you set it</h2>
          <p>Podium runs on iPhone, Android and in your browser. Your profile is the same everywhere.</p>
        </div>
        <div className="get-app__actions">
          {platform.showAppStoreLinks && (
            <>
              <a className="store-badge" href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
                <AppleIcon />
                <span>
                  <small>Download on the</small> App Store
                </span>
              </a>
              <a className="store-badge" href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer">
                <PlayIcon />
                <span>
                  <small>Get it on</small> Google Play
                </span>
              </a>
            </>
          )}
          {platform.canInstallWebApp && <InstallButton />}
        </div>
      </div>
    </section>
  );
}
