// Where API calls go: set once by the store factory from the platform (same origin on web, a configured host on
// native), read by the API layer when its code loads; kept apart so the store need not load the API's code.
let baseUrl = '/api';

export function setApiBaseUrl(url: string): void {
  baseUrl = url;
}

export function apiBaseUrl(): string {
  return baseUrl;
}
