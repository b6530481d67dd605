import { Anchor, Card, Image, Stack, Text } from '@mantine/core';
import type { Post } from '@tedarik/contract/content/public';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/format';
import { uploadUrl } from '../../../lib/upload-url';
import { postHref } from '../links';

/** A blog post or announcement in a list: image, date, title and the server's summary, linking to the detail. */
export function PostCard({ post, eager = false }: { post: Post; eager?: boolean }) {
  const href = postHref(post);
  return (
    <Card withBorder radius="md" padding="md" h="100%" component="article">
      {post.resim && (
        <Card.Section component={Link} to={href} tabIndex={-1} aria-hidden>
          <Image
            src={uploadUrl(post.resim)}
            alt=""
            width={480}
            height={270}
            loading={eager ? undefined : 'lazy'}
            style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
        </Card.Section>
      )}
      <Stack gap={6} mt="sm">
        <Text size="xs" c="dimmed" component="time" dateTime={post.tarih}>
          {formatLongDate(post.tarih)}
        </Text>
        <Anchor component={Link} to={href} fw={700} c="inherit" lineClamp={2}>
          {post.baslik}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {post.metin.replace(/<[^>]*>/g, ' ')}
        </Text>
      </Stack>
    </Card>
  );
}
