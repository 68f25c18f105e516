// The web install prompt (spec 2): keeps the browser's deferred prompt and says what to do when there is none.

/** Chrome's beforeinstallprompt event; not in the DOM typings. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_MESSAGES = {
  alreadyInstalled: 'App is already installed.',
  notSupported: 'Install prompt not supported in this browser.',
  ios: 'To install Podium on iOS, tap the Share button in Safari, then Add to Home Screen.',
  firefox: 'To install Podium in Firefox, open the browser menu and choose Add to Home screen.',
  accepted: 'Podium is being installed. Find it on your home screen.',
} as const;

export interface InstallEnvironment {
  isStandalone: boolean;
  userAgent: string;
  maxTouchPoints: number;
}

export type InstallAdvice =
  | { kind: 'prompt' }
  | { kind: 'message'; alertType: 'info' | 'success'; msg: string };

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

let deferredPrompt: InstallPromptEvent | null = null;

/** Listens from start-up: the browser fires beforeinstallprompt once, possibly before any screen mounts. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    event.preventDefault();
    deferredPrompt = event;
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
  });
}

/** Decides what the Install button does, from what the browser offers. */
export function adviseInstall(env: InstallEnvironment, hasPrompt: boolean): InstallAdvice {
  if (env.isStandalone) return { kind: 'message', alertType: 'info', msg: INSTALL_MESSAGES.alreadyInstalled };
  if (hasPrompt) return { kind: 'prompt' };
  const isIos =
    /iphone|ipad|ipod/i.test(env.userAgent) || (/macintosh/i.test(env.userAgent) && env.maxTouchPoints > 1);
  if (isIos) return { kind: 'message', alertType: 'info', msg: INSTALL_MESSAGES.ios };
  if (/firefox|fxios/i.test(env.userAgent))
    return { kind: 'message', alertType: 'info', msg: INSTALL_MESSAGES.firefox };
  return { kind: 'message', alertType: 'info', msg: INSTALL_MESSAGES.notSupported };
}

function currentEnvironment(): InstallEnvironment {
  const navigatorWithStandalone: Navigator & { standalone?: boolean } = navigator;
  return {
    isStandalone:
      window.matchMedia?.('(display-mode: standalone)').matches === true ||
      navigatorWithStandalone.standalone === true,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  };
}

/** Runs the install flow; returns the message to show, or null when the browser's own dialog said it all. */
export async function installApp(): Promise<{ alertType: 'info' | 'success'; msg: string } | null> {
  const advice = adviseInstall(currentEnvironment(), deferredPrompt !== null);
  if (advice.kind === 'message') return advice;
  const prompt = deferredPrompt;
  if (!prompt) return { alertType: 'info', msg: INSTALL_MESSAGES.notSupported };
  deferredPrompt = null;
  await prompt.prompt();
  const choice = await prompt.userChoice;
  return choice.outcome === 'accepted' ? { alertType: 'success', msg: INSTALL_MESSAGES.accepted } : null;
}
