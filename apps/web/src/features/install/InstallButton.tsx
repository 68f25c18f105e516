// "Install the web app": runs the browser's install prompt or explains how to add Podium to the home screen.
import { useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { installApp } from './install.ts';

export function InstallButton() {
  const dispatch = useAppDispatch();
  const [isBusy, setIsBusy] = useState(false);

  async function install() {
    setIsBusy(true);
    try {
      const result = await installApp();
      if (result) dispatch(showAlert(result.msg, result.alertType));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="store-badge store-badge--install"
      onClick={() => void install()}
      disabled={isBusy}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3v11m0 0 4-4m-4 4-4-4M5 17v2a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        <small>Use it in your browser</small> Install web app
      </span>
    </button>
  );
}
