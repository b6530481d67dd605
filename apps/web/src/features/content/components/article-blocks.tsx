import { Card, Image, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Article } from '@tedarik/contract/content/public';
import { uploadUrl } from '../../../lib/upload-url';
import { RichText } from '../../../ui/rich-text';
import { SmartLink } from '../../../ui/smart-link';

/** The home page's content blocks (indexpage.ustBlogData, .altkoleksiyonlar): image, title, short rich text. */
export function ArticleBlocks({ articles }: { articles: Article[] }) {
  if (articles.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(articles.length, 3) }} spacing="md">
      {articles.map((article) => (
        <Card key={article.id} withBorder radius="md" padding="md">
          {article.resim && (
            <Card.Section>
              <Image
                src={uploadUrl(article.resim)}
                alt=""
                width={400}
                height={300}
                loading="lazy"
                style={{ width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'cover' }}
              />
            </Card.Section>
          )}
          <Stack gap={6} mt="sm">
            <Title order={3} fz="lg">
              <SmartLink to={article.link} c="inherit" fw="inherit" fz="inherit">
                {article.baslik}
              </SmartLink>
            </Title>
            <RichText html={article.metin} fz="sm" c="dimmed" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
