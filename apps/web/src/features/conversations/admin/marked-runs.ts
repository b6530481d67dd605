// What the back-office marks in an original message: the runs the other side was shown as '[gizlendi]'. The server
// names the kinds it hid (none once the buyer accepted an offer of the thread's supplier); the runs come from the
// contract's masking rules, the very ones the server masked with, so the marks fall where the masks fell.
import { type MaskedKind, type MaskedPart, maskedParts } from '@tedarik/contract/conversations/masking';

/** The title of a marked run, and what a screen reader hears after it. */
export const HIDDEN_TITLE = 'Karşı taraftan gizlendi';

export const KIND_LABEL: Record<MaskedKind, string> = {
  phone: 'Telefon',
  email: 'E-posta',
  web: 'Web Adresi',
  social: 'Sosyal Medya Hesabı',
  iban: 'IBAN',
};

/** 'Telefon, E-posta': the kinds a message hid, as the screen lists them. */
export const kindsText = (kinds: readonly MaskedKind[]) => kinds.map((kind) => KIND_LABEL[kind]).join(', ');

/** The message's runs, a hidden one with its kind; the whole text as one run when the other side saw it all. */
export function markedRuns(text: string, hidden: readonly MaskedKind[]): MaskedPart[] {
  return hidden.length > 0 ? maskedParts(text) : [{ text }];
}
