// The offline editor's service worker (sw.js, generated at build time by vite-plugin-pwa from
// scripts/vitePwa.ts). It is registered by the editor page only, so a blog reader never downloads
// the editor. A new version installs in the background and then waits: it takes over only when
// the user presses Reload in the update banner (registerType 'prompt'), never by itself.
import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

/** How often an open editor asks whether a new version was published (browsers check by
 *  themselves only on navigations, and an editor may stay open for a day). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | null = null;
let updateReady = false;
const listeners = new Set<() => void>();

function setUpdateReady(ready: boolean): void {
  updateReady = ready;
  for (const listener of listeners) listener();
}

/** Registers sw.js once per page (a built site only: the dev server has none). */
export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  // Also when the waiting worker was installed before this page registered (by a visit to
  // another page of the site, or another tab).
  workbox.addEventListener('waiting', () => setUpdateReady(true));
  workbox.register().then(
    () => {
      setInterval(() => void workbox?.update(), UPDATE_CHECK_MS);
    },
    (error: unknown) => {
      // A browser that refuses service workers (private mode, a policy) still runs the
      // editor; it only does not work offline.
      console.warn('The offline editor could not be set up:', error);
    },
  );
}

/** Lets the waiting version take over, then reloads this tab into it (other tabs keep the
 *  version they run until they are reloaded themselves). When another tab's Reload has already
 *  let it take over, nothing waits any more: this tab just reloads. */
export async function applyUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!workbox || !registration?.waiting) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/** True once a new version has installed and waits for Reload. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateReady,
  );
}
