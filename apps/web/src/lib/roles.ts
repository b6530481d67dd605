// Who may start a purchase request (DESIGN §4 "Roles": only `basic` creates requests). A visitor may: their draft
// waits for a login. A manufacturer or company is never shown 'Talep Oluştur', which would lead them nowhere
// (issue 35).
import type { Role } from '@tedarik/contract/constants';

export const startsRequests = (user: { role: Role } | null | undefined) => !user || user.role === 'basic';
