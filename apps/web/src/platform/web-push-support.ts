// Whether this browser can do Web Push at all (spec 5's list), without the rest of web-push.ts: the platform asks at
// start-up, and the push code itself loads only when used (deferred-push.ts).
export function hasWebPushFeatures(): boolean {
  return (
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    'fetch' in window &&
    'indexedDB' in window &&
    navigator.cookieEnabled
  );
}
