// Addresses outside the app that several screens show: support, social, app stores.
export const SUPPORT_EMAIL = 'support@podium.app';
export const SOCIAL_LINKS = [
  { label: 'Instagram', handle: '@podium.app', url: 'https://www.instagram.com/podium.app' },
] as const;
export const APP_STORE_URL = 'https://apps.apple.com/app/podium-sports/id0000000000';
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=app.podium';
