import { TextInput, type TextInputProps } from '@mantine/core';
import { AMOUNT_MSG, parseAmount } from '@tedarik/contract/money';
import { useState } from 'react';

const SYMBOL: Record<string, string> = { TL: '₺', USD: '$', EUR: '€' };

type Props = Omit<TextInputProps, 'value' | 'type' | 'inputMode'> & {
  /** the text as typed ('1.234,56'); the form reads it with the contract's parseAmount (money.ts) */
  value?: string;
  /** the symbol shown at the end of the field: 'TL' → '₺' */
  currency?: string;
};

/**
 * Every amount field of the site: a text field that keeps what is typed ('12,50' stays '12,50'), read the Turkish
 * way by the contract's one reader ('1.234,56', '1234,56', '12.500', '12500'). Mantine's NumberInput read the
 * thousands dot as a decimal mark ('1.234,56' became 1,23). What cannot be read says why once the field is left; the
 * form's own refusal (the contract's text) wins over it.
 */
export function AmountInput({ value = '', currency, error, onBlur, ...props }: Props) {
  const [left, setLeft] = useState(false);
  const read = value.trim() === '' ? undefined : parseAmount(value);
  const reason = left && read && 'error' in read ? AMOUNT_MSG[read.error] : undefined;
  return (
    <TextInput
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      rightSection={currency ? (SYMBOL[currency] ?? currency) : undefined}
      value={value}
      error={error || reason}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}
