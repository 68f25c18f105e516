// Environment variables the web app reads at build time.
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API host for the native shell, e.g. https://podium.app/api. */
  readonly VITE_API_URL?: string;
}
