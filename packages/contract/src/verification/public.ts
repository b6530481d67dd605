// A company's badges for everyone (issue 49 item 1, decision 0056): the public company page shows them beside the
// legacy page's data, which stays as the spec has it.
import { defineCall } from '../call';
import { zIdParams } from '../fields';
import { zBadges } from './documents';

/** GET /api/v2/companies/{id}/badges: a company's badges now (404 'Firma bulunamadı.' for one that is no company). */
export const getCompanyBadges = defineCall({
  method: 'GET',
  path: '/api/v2/companies/:id/badges',
  summary: 'Firmanın rozetleri',
  operationId: 'getCompanyBadges',
  auth: 'none',
  request: { params: zIdParams },
  response: zBadges,
});
