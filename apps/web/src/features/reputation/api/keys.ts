// Query keys of reputation (issue 49 item 2). A company's figures and reviews sit under the products root, as its
// page does (features/members/api/keys.ts): what refetches the company page refetches them. The member's received
// reviews sit under the member root that the logout removes.
export const reputationKeys = {
  figures: (companyId: number) => ['products', 'company', companyId, 'reputation'] as const,
  reviews: (companyId: number, cursor: number | undefined) =>
    ['products', 'company', companyId, 'reviews', cursor ?? null] as const,
  received: (viewer: string | null) => ['member', 'reviews', viewer] as const,
};
