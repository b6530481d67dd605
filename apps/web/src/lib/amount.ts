// Amount fields (ui/amount-input.tsx) in forms whose calls are the legacy ones: their answers give amounts as JSON
// numbers and their requests take a decimal string. The text between is read by the contract's one reader (money.ts).
import { amountText, fromKurus, kurusOfNumber, readAmount } from '@tedarik/contract/money';

/** A legacy answer's amount as its field shows it to be typed over: 1500.5 → '1.500,50'. */
export const amountField = (n: number) => amountText(kurusOfNumber(n));

/**
 * An amount field's text as a legacy call takes it: '1.500,50' → '1500.50'; blank stays '' (the call's default);
 * what cannot be read is NaN, which the contract refuses with the field's own text (the field says why).
 */
export function legacyAmount(text: string): string | number {
  if (text.trim() === '') return '';
  const kurus = readAmount(text);
  return kurus === undefined ? Number.NaN : fromKurus(kurus);
}

/** An amount field's kuruş, blank as 0; undefined when it cannot be read (a live sum shows '—'). */
export const fieldKurus = (text: string) => (text.trim() === '' ? 0n : readAmount(text));
