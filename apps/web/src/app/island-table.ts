// The islands of a visitor's public page (DESIGN §9, decision 0042), by name: each one's component, loaded when first
// needed. The server renders them (entry-server.tsx), a visitor's browser hydrates them one by one (islands.ts), and
// the app renders them in its pages as lazy parts (island-components.ts).
import { holdsRequestDraft } from '../lib/storage-keys';

/** Every island's component, loaded when first needed (the names ui/island.tsx gives them on the server). */
export const ISLANDS = {
  search: () => import('../features/catalog/components/product-search-box').then((m) => m.ProductSearchBox),
  'phone-menu': () => import('../features/site/components/phone-menu').then((m) => m.PhoneMenu),
  translate: () => import('../features/site/components/translate-menu').then((m) => m.TranslateMenu),
  slider: () => import('../features/content/components/home-slider').then((m) => m.HomeSlider),
  faq: () => import('../features/content/components/faq-list').then((m) => m.FaqList),
  'contact-form': () => import('../features/inbox/components/contact-form').then((m) => m.ContactForm),
  newsletter: () => import('../features/inbox/components/newsletter-form').then((m) => m.NewsletterForm),
  gallery: () => import('../ui/gallery').then((m) => m.Gallery),
  categories: () => import('../features/catalog/components/category-sidebar').then((m) => m.CategorySidebar),
  'request-invitation': () =>
    import('../features/requests/components/request-call-to-action').then((m) => m.RequestCallToAction),
  'request-draft': () => import('./routes/site/visitor-request-form').then((m) => m.VisitorRequestForm),
  login: () => import('./routes/account/login-panel').then((m) => m.LoginPanel),
  register: () => import('./routes/account/register-panel').then((m) => m.RegisterPanel),
  'forgot-password': () => import('./routes/account/forgot-password-form').then((m) => m.ForgotPasswordForm),
};

export type IslandName = keyof typeof ISLANDS;

/**
 * Islands that come alive as the page opens when this holds, rather than when touched: the visitor's request form
 * with a stored draft (one left earlier, or the product of a search that found nothing) shows it at once, and the
 * login and registration forms say at once that the draft waits for them (issue 47 item 21).
 */
export const AT_ONCE: Partial<Record<IslandName, () => boolean>> = {
  'request-draft': holdsRequestDraft,
  login: holdsRequestDraft,
  register: holdsRequestDraft,
};
