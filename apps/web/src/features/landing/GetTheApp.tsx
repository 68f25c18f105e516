// The app section: store links and the web install button where the platform allows them (spec 1, spec 2). A store
// badge shows only for a listing the build configures (issue 22, 24): a store search for an app not listed there
// leads nowhere.
import { usePlatform } from '../../platform/index.ts';
import { STORE_LINKS, type StoreLinks } from '../../ui/links.ts';
import { InstallButton } from '../install/index.ts';

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

/** `stores`: the configured listings (the build's, unless a test names others). */
export function GetTheApp({ stores = STORE_LINKS }: { stores?: StoreLinks }) {
  const platform = usePlatform();
  const appStore = platform.showAppStoreLinks ? stores.appStore : null;
  const playStore = platform.showAppStoreLinks ? stores.playStore : null;
  if (!appStore && !playStore && !platform.canInstallWebApp) return null;
  return (
    <section className="get-app on-dark" aria-labelledby="get-app-title">
      <div className="get-app__inner">
        <div>
          <span className="hero__eyebrow">Take Podium with you</span>
          <h2 id="get-app-title">Record a result the moment you set it</h2>
          <p>Use Podium on your phone and in your browser: your profile is the same everywhere.</p>
        </div>
        <div className="get-app__actions">
          {appStore && (
            <a className="store-badge" href={appStore} target="_blank" rel="noopener noreferrer">
              <AppleIcon />
              <span>
                <small>Download on the</small> App Store
              </span>
            </a>
          )}
          {playStore && (
            <a className="store-badge" href={playStore} target="_blank" rel="noopener noreferrer">
              <PlayIcon />
              <span>
                <small>Get it on</small> Google Play
              </span>
            </a>
          )}
          {platform.canInstallWebApp && <InstallButton />}
        </div>
      </div>
    </section>
  );
}
