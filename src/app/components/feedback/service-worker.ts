/** Spec §8: a service worker that fails to register is ignored; the app works without it. */
export function registerServiceWorker(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(url).catch(() => undefined);
}
