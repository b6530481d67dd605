// The islands as the site's pages and frame place them (ui/island.tsx): on the server, each one's own root; in the
// app, a lazy part.
import { island } from '../ui/island';
import { ISLANDS } from './island-table';

export const SearchIsland = island('search', ISLANDS.search);
export const PhoneMenuIsland = island('phone-menu', ISLANDS['phone-menu']);
export const TranslateIsland = island('translate', ISLANDS.translate);
export const SliderIsland = island('slider', ISLANDS.slider);
export const FaqIsland = island('faq', ISLANDS.faq);
export const ContactIsland = island('contact-form', ISLANDS['contact-form']);
export const NewsletterIsland = island('newsletter', ISLANDS.newsletter);
export const GalleryIsland = island('gallery', ISLANDS.gallery);
export const CategoriesIsland = island('categories', ISLANDS.categories);
export const RequestInvitationIsland = island('request-invitation', ISLANDS['request-invitation']);
export const RequestDraftIsland = island('request-draft', ISLANDS['request-draft']);
export const LoginIsland = island('login', ISLANDS.login);
export const RegisterIsland = island('register', ISLANDS.register);
export const ForgotPasswordIsland = island('forgot-password', ISLANDS['forgot-password']);
