import { AspectRatio, Paper, Stack, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { mapEmbedUrl, SETTINGS_MSG } from '@tedarik/contract/settings/admin';

/** The form's input props of the field; its error is the field's own. */
type Props = Omit<TextareaProps, 'value'> & { value: string };

/**
 * The contact page's map (admin spec §3 "Site settings" map): the admin pastes a provider's embed link or its whole
 * <iframe> code. The server keeps only the embed URL of a known provider (MAP_EMBED_PROVIDERS); the same rule here
 * says at once whether it will be accepted and previews the map as the contact page will frame it.
 */
export function MapField({ value, ...props }: Props) {
  // the preview follows once the text settles, not at every key
  const [settled] = useDebouncedValue(value, 400);
  const url = mapEmbedUrl(settled);
  const refused = value.trim() !== '' && mapEmbedUrl(value) === null;
  return (
    <Stack gap="xs">
      <Textarea
        {...props}
        label="Harita"
        description="Google Haritalar, Yandex Haritalar, Bing Haritalar ya da OpenStreetMap'in yerleştirme (embed) bağlantısı ya da iframe kodu; yalnızca bağlantı saklanır."
        autosize
        minRows={2}
        maxRows={6}
        spellCheck={false}
        error={refused ? SETTINGS_MSG.map : undefined}
        value={value}
      />
      {url && !refused && (
        <Paper withBorder radius="md" p="xs">
          <Text size="xs" c="dimmed" mb={6}>
            Önizleme: iletişim sayfasında böyle görünür.
          </Text>
          <AspectRatio ratio={16 / 9} maw={560}>
            <iframe
              src={url}
              title="Harita önizlemesi"
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              style={{ border: 0, borderRadius: 'var(--mantine-radius-sm)' }}
            />
          </AspectRatio>
        </Paper>
      )}
    </Stack>
  );
}
