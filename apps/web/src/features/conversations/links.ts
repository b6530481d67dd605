/** 'Mesajlar': the member's threads (issue 38; DESIGN §8's Turkish lower-case paths). */
export const MESSAGES = '/hesabim/mesajlar';

/** One thread, shown beside the list on wide screens, alone on phones. */
export const conversationHref = (id: number) => `${MESSAGES}/${id}`;

/**
 * The request a thread is about, as its side reaches it: the buyer its own request's page, the supplier the public
 * one (with its 'Teklifim' when it offered). Features do not import each other: the requests feature names these too.
 */
export const threadRequestHref = (side: 'buyer' | 'supplier', requestId: number) =>
  side === 'buyer' ? `/account-d-detay-talep-${requestId}` : `/talep-detay-${requestId}`;
