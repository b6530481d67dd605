import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { CategoryRef } from '@tedarik/contract/catalog/public';
import { Link } from 'react-router';
import { formatCount } from '../lib/format';

type Props = {
  /** the text the results are of: the corrected one where the typed one found nothing */
  text: string;
  /** the corrected text, where the typed one found nothing (the list shows the corrected text's results) */
  suggestion?: string | null;
  /** the categories most of the results are in, with how many of them each */
  categories?: Array<CategoryRef & { adet: number }>;
  /** the category the list is narrowed to: the correction stays in it; among the others it is no link */
  active?: CategoryRef;
  /** the list's page of a text; in a category (its link) where one is given, else in all of them */
  hrefFor: (text: string, categoryLink?: string) => string;
};

/**
 * Above a search's results (the product and the request lists, issue 51): 'Bunu mu demek istediniz: …?' where the
 * typed text found nothing and a correction did, and the categories most of the results are in, 'Boru ve Profil (12)',
 * each a link that narrows the search to that category; in one, a link back to all of them (a text it lacks may be in
 * another). Nothing when there is none of these.
 */
export function SearchHints({ text, suggestion, categories = [], active, hrefFor }: Props) {
  const narrows = categories.length > 0 || active !== undefined;
  if (!suggestion && !narrows) return null;
  return (
    <Stack gap="xs">
      {suggestion && (
        <Text>
          Bunu mu demek istediniz:{' '}
          <Anchor component={Link} to={hrefFor(suggestion, active?.link)} fw={700}>
            {suggestion}
          </Anchor>
          ?
        </Text>
      )}
      {narrows && (
        <Group component="nav" aria-label="Sonuçların kategorileri" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            Kategoriler:
          </Text>
          {active && (
            <Anchor component={Link} to={hrefFor(text)} size="sm">
              Tüm kategoriler
            </Anchor>
          )}
          {categories.map((c) => {
            const label = `${c.katAd} (${formatCount(c.adet)})`;
            return c.id === active?.id ? (
              <Text key={c.id} size="sm" fw={600} aria-current="page">
                {label}
              </Text>
            ) : (
              <Anchor key={c.id} component={Link} to={hrefFor(text, c.link)} size="sm">
                {label}
              </Anchor>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
