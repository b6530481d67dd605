// Roots of the back-office query keys that more than one area shows and changes. A feature never imports another
// feature's keys, yet a rating moderated on the dashboard also shows in a member's ratings and under a request's
// offers, and a request moderated in a member's list also leaves the dashboard's pending table. Each area builds its
// keys under these roots (features/<area>/api/admin-keys.ts), so a mutation invalidates everything it changes.
export const backOfficeKeys = {
  /** the dashboard's pending work: package applications, requests, tickets, ratings (GET /adn_api/indexAdminBilgiler) */
  pendingWork: ['admin', 'pending-work'] as const,
  /** every list that shows a request's state */
  requests: ['admin', 'requests'] as const,
  /** every list that shows a rating's status */
  ratings: ['admin', 'ratings'] as const,
  /** every member's page: its counts change with its products and requests */
  members: ['admin', 'members'] as const,
  /** a member's page (GET /adn_api/uyeDetay-{id}); the packages area puts its answers into it */
  memberDetail: (memberId: number) => ['admin', 'members', 'detail', memberId] as const,
};
