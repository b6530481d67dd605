/** The writer of the support staff's messages, for the member and in the back-office alike. */
export const STAFF = 'Destek Ekibi';
