// The entry pages of the member area and the back-office, for the guards, the shells and the links to them.
export const MEMBER_HOME = '/account-d';
export const MEMBER_LOGIN = '/Account-Login';
export const MEMBER_LOGOUT = '/account-logout';
export const ADMIN_HOME = '/adminimt';
export const ADMIN_LOGIN = '/adminimt/login';
export const ADMIN_LOGOUT = '/adminimt/logout';
export const MEMBER_REGISTER = '/Account-Free-Join';
/** Where the activation code is asked for (a new member comes here right after registering). */
export const MEMBER_ACTIVATION = '/account-aktivasyon';
/** The package page: the member's application or package and the packages on offer ('buy package'). */
export const MEMBER_PACKAGES = '/account-d-detay-paket';
