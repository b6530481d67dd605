// What the screens of a thread compute from its answers: pure, tested in thread.test.ts.
import type { MaskedKind } from '@tedarik/contract/conversations/masking';
import { CONVERSATION_MSG, type Conversation, type Message } from '@tedarik/contract/conversations/member';

const KIND_WORDS: Record<MaskedKind, string> = {
  phone: 'telefon',
  email: 'e-posta',
  web: 'web adresi',
  social: 'sosyal medya hesabı',
  iban: 'IBAN',
};

/** ['phone', 'email'] → 'telefon, e-posta' (in the masking rules' order). */
export const kindWords = (kinds: readonly MaskedKind[]) =>
  (Object.keys(KIND_WORDS) as MaskedKind[])
    .filter((kind) => kinds.includes(kind))
    .map((kind) => KIND_WORDS[kind])
    .join(', ');

/** What my own message tells me the other side does not see ('Karşı taraf görmüyor: telefon'), if anything. */
export const hiddenNote = (message: Pick<Message, 'mine' | 'hidden'>) =>
  message.mine && message.hidden.length > 0 ? `Karşı taraf görmüyor: ${kindWords(message.hidden)}` : null;

/** The thread's pages (each newest first, the next one older) as one list, oldest at the top; each message once. */
export function oldestFirst(pages: readonly { items: readonly Message[] }[]): Message[] {
  const seen = new Set<number>();
  const all: Message[] = [];
  for (const page of pages)
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      all.push(message);
    }
  return all.sort((a, b) => a.id - b.id);
}

/** Why nobody writes in the thread any more, or null when one may. */
export const closedText = (conversation: Pick<Conversation, 'blocked' | 'closed'>) =>
  conversation.closed ? CONVERSATION_MSG.closed : conversation.blocked ? CONVERSATION_MSG.blocked : null;
