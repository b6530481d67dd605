// The entry pages of the member area and the back-office, for the guards, the shells and the links to them.
export const MEMBER_HOME = '/account-d';
export const MEMBER_LOGIN = '/Account-Login';
export const MEMBER_LOGOUT = '/account-logout';
export const ADMIN_HOME = '/adminimt';
export const ADMIN_LOGIN = '/adminimt/login';
export const ADMIN_LOGOUT = '/adminimt/logout';
export const MEMBER_REGISTER = '/Account-Free-Join';
