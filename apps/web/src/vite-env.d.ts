// Environment variables the web app reads at build time.
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API host for the native shell, e.g. https://podium.app/api. */
  readonly VITE_API_URL?: string;
  /** The app's App Store listing, linked from the landing page's badge; no badge when unset. */
  readonly VITE_APP_STORE_URL?: string;
  /** The app's Google Play listing, linked from the landing page's badge; no badge when unset. */
  readonly VITE_PLAY_STORE_URL?: string;
  /** RevenueCat's public SDK key for the iOS app (spec 9); without it the iOS app checks out by card. */
  readonly VITE_REVENUECAT_IOS_KEY?: string;
  /** RevenueCat's public SDK key for the Android app (spec 9); without it the Android app checks out by card. */
  readonly VITE_REVENUECAT_ANDROID_KEY?: string;
}
