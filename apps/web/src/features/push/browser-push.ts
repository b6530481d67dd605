// The browser's side of web push: the site's service worker (/sw.js: apps/web/public/sw.js, which shows a push and
// opens its page when clicked) and the PushManager subscription made with the server's public key. The browser's own
// subscription is the switch's state: the server keeps one per browser and never answers which.

/** What the switch can show. */
export type BrowserPush = 'unsupported' | 'denied' | 'on' | 'off';

export const PUSH_TEXT = {
  unsupported: 'Bu tarayıcı bildirimleri desteklemiyor.',
  denied: 'Bildirim izni bu tarayıcıda kapalı; tarayıcının site ayarlarından açabilirsiniz.',
  service:
    'Tarayıcının bildirim servisine bağlanılamadı (gizli pencerede bildirimler açılamaz); daha sonra yeniden deneyin.',
} as const;

/** The browser's own refusal, in Turkish. */
export class PushRefusal extends Error {}

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The site's registration, when there is one. */
const registration = () => navigator.serviceWorker.getRegistration('/');

/** The browser's state now. */
export async function browserPush(): Promise<BrowserPush> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

const bytesOf = (base64url: string) => {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};
const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((v, i) => v === b[i]);

/**
 * Asks for permission (the browser's own prompt), registers the service worker and subscribes with `publicKey`; a
 * subscription made with another key (the server's pair changed) is replaced. Throws the Turkish reason on refusal.
 */
export async function subscribeBrowser(publicKey: string) {
  if (!supported()) throw new PushRefusal(PUSH_TEXT.unsupported);
  if ((await Notification.requestPermission()) !== 'granted') throw new PushRefusal(PUSH_TEXT.denied);
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const ready = await navigator.serviceWorker.ready;
  const key = bytesOf(publicKey);
  let subscription = await ready.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  // the browser's push service refuses or cannot be reached (a private window, no network): its own words are English
  subscription ??= await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).catch(() => {
    throw new PushRefusal(PUSH_TEXT.service);
  });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** The endpoint of the browser's subscription, if any. */
export async function browserEndpoint() {
  if (!supported()) return undefined;
  return (await (await registration())?.pushManager.getSubscription())?.endpoint;
}

/** Ends the browser's subscription (the push service forgets it). */
export async function unsubscribeBrowser() {
  if (!supported()) return;
  await (await (await registration())?.pushManager.getSubscription())?.unsubscribe();
}
