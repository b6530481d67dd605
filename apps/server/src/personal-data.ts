// Every area that holds a member's personal data (platform/personal-data.ts, docs/decisions/0053-personal-data.md),
// in the order a deletion forgets them: the member's own row last, since the others match rows by its address.
// A new table with a member's data adds its area here; members/personal-data.test.ts scans every text column.
import { accountsData } from './modules/accounts/personal-data';
import { apiKeysData } from './modules/api-keys/personal-data';
import { attachmentsData } from './modules/attachments/personal-data';
import { auditData } from './modules/audit/personal-data';
import { consentsData } from './modules/consents/personal-data';
import { conversationsData } from './modules/conversations/personal-data';
import { creditsData } from './modules/credits/personal-data';
import { exportsData } from './modules/exports/personal-data';
import { inboxData } from './modules/inbox/personal-data';
import { matchingData } from './modules/matching/personal-data';
import { membersData } from './modules/members/personal-data';
import { noticesData } from './modules/notifications/personal-data';
import { offersData } from './modules/offers/personal-data';
import { ordersData } from './modules/orders/personal-data';
import { packagesData } from './modules/packages/personal-data';
import { privacyData } from './modules/privacy/personal-data';
import { productsData } from './modules/products/personal-data';
import { pushData } from './modules/push/personal-data';
import { reputationData } from './modules/reputation/personal-data';
import { requestsData } from './modules/requests/personal-data';
import { supportData } from './modules/support/personal-data';
import { verificationData } from './modules/verification/personal-data';
import { webhooksData } from './modules/webhooks/personal-data';
import { eventsData } from './platform/events';
import type { PersonalData } from './platform/personal-data';
import { draftsData } from './platform/private-files/private-files';
import { tasksData } from './platform/tasks';

export const personalData: readonly PersonalData[] = [
  accountsData,
  apiKeysData,
  webhooksData,
  auditData,
  pushData,
  noticesData,
  eventsData,
  tasksData,
  supportData,
  inboxData,
  consentsData,
  draftsData,
  exportsData,
  privacyData,
  attachmentsData,
  verificationData,
  matchingData,
  creditsData,
  conversationsData,
  reputationData,
  offersData,
  requestsData,
  ordersData,
  packagesData,
  productsData,
  membersData,
];
