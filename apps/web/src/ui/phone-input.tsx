import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhone } from '../lib/phone-mask';

type Props = Omit<TextInputProps, 'onChange' | 'value'> & { value: string; onChange: (value: string) => void };

/**
 * A phone field with the spec's mask 'XXX XXX XX XX' applied as the user types, pastes or autofills. No maxLength:
 * the browser would cut a pasted '0532 123 45 67' (14 characters) to 13 before the mask could drop the 0.
 */
export function PhoneInput({ value, onChange, ...props }: Props) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="5XX XXX XX XX"
      value={value}
      onChange={(event) => onChange(formatPhone(event.currentTarget.value))}
      {...props}
    />
  );
}
