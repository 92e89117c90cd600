// The web shop's service worker (issue 16; SPEC §4 "Service worker registration is for notifications"): it
// shows the pushes the platform sends about a customer's order (server/platform/notifications) and opens the
// order's page on a tap. It is registered only when the customer turns notifications on
// (app/components/notifications/PushPrompt.tsx), caches nothing and handles no requests: the shop works the
// same with or without it. Served from the site's root, so its scope is the whole site.
/* global self, URL */

const ICON = '/notification-icon.png';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** A path of this site, or the home page: a push never sends the customer elsewhere. */
function ownUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

function readPayload(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : {};
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const data = readPayload(event);
  const title = typeof data.title === 'string' && data.title ? data.title : self.location.hostname;
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: ICON,
    badge: ICON,
    data: { url: ownUrl(data.url) },
  };
  // one notification per order: a newer status replaces the older, and is announced again
  if (typeof data.tag === 'string' && data.tag) {
    options.tag = data.tag;
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = ownUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    }),
  );
});
