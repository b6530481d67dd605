// Where a member goes once logged in or registered (issue 8): back to the page whose call to action led here
// (?donus=, lib/return-path.ts); else a visitor's pending request draft continues on the create-request page (spec §4
// "Login success"); else the dashboard. Registration follows the same order, a new manufacturer's default being the
// package application (they offer only with a package).
import { MEMBER_CREATE_REQUEST } from '../../../features/requests/links';
import { MEMBER_HOME } from '../../../lib/paths';
import { returnPathOf } from '../../../lib/return-path';
import { hasRequestDraft } from '../../../lib/session';

const PACKAGE_APPLICATION = '/account-d-paket-basvuru';

/** `search`: the login page's query string. */
export const afterLoginPath = (search: string) =>
  returnPathOf(search) ?? (hasRequestDraft() ? MEMBER_CREATE_REQUEST : MEMBER_HOME);

/** `search`: the registration page's query string; a new manufacturer has no request draft to continue. */
export const afterRegisterPath = (search: string, manufacturer: boolean) =>
  returnPathOf(search) ?? (manufacturer ? PACKAGE_APPLICATION : afterLoginPath(''));
