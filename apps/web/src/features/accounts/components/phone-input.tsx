import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhone } from '../../../lib/phone-mask';

type Props = Omit<TextInputProps, 'onChange' | 'value'> & { value: string; onChange: (value: string) => void };

/** A phone field with the spec's mask 'XXX XXX XX XX' applied as the user types. */
export function PhoneInput({ value, onChange, ...props }: Props) {
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="5XX XXX XX XX"
      maxLength={13}
      value={value}
      onChange={(event) => onChange(formatPhone(event.currentTarget.value))}
      {...props}
    />
  );
}
