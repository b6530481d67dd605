import { Image, NumberInput, type NumberInputProps, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { uploadUrl } from '../../../lib/upload-url';

/** An order number (admin spec §5, §9): whole, not negative; a blank one is refused with 'Sira Numarasi Girin.'. */
export function SortInput(props: NumberInputProps) {
  return (
    <NumberInput
      label="Sıra"
      required
      allowDecimal={false}
      allowNegative={false}
      min={0}
      max={100_000}
      w={{ base: '100%', xs: 160 }}
      {...props}
    />
  );
}

type ChoiceProps = {
  label: string;
  data: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
};

/** A choice of two or three (article place, post type): every option in sight, a radio group for screen readers. */
export function ChoiceField({ label, data, value, onChange }: ChoiceProps) {
  const id = useId();
  return (
    <Stack gap={4} align="flex-start">
      <Text id={id} component="div" size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} data={[...data]} value={value} onChange={onChange} />
    </Stack>
  );
}

/** A list's image cell. */
export function Thumb({ src }: { src: string | null }) {
  return src ? <Image src={uploadUrl(src)} alt="" w={64} h={48} fit="contain" radius="sm" loading="lazy" /> : null;
}
