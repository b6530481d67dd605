// The installable app in every page (decision 0064), a file of its own so that it weighs on no chunk of the app and
// runs under the site's policy (script-src 'self'): it registers the site's one service worker (/sw.js) once the page
// has loaded, and keeps the browser's offer to install the site. While there is one, <html> has `data-installable`,
// which shows every 'Ana Ekrana Ekle' button (`data-install-app`, e.g. on /Qr; first-paint.css hides them otherwise),
// and a click on one opens the browser's own dialog.
(() => {
  if ('serviceWorker' in navigator)
    addEventListener('load', () => navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {}));
  const root = document.documentElement;
  let offer;
  const forget = () => {
    offer = undefined;
    delete root.dataset.installable;
  };
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event;
    root.dataset.installable = '';
  });
  addEventListener('appinstalled', forget);
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element && event.target.closest('[data-install-app]');
    if (!button || !offer) return;
    // an offer is asked once; a dismissed one may come again as a new beforeinstallprompt
    const asked = offer;
    forget();
    asked.prompt();
  });
})();
