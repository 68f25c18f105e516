// What the rest of the app may use of the install feature (docs/architecture.md, "Feature entry points").

export { InstallButton } from './InstallButton.tsx';
export { listenForInstallPrompt } from './install.ts';
