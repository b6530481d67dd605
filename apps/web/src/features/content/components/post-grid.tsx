import { SimpleGrid } from '@mantine/core';
import type { Post } from '@tedarik/contract/content/public';
import { EmptyText } from '../../../ui/empty-text';
import { PostCard } from './post-card';

/** Posts 3 a row on desktop, 2 on tablets, 1 on phones. */
export function PostGrid({ posts, eagerCount = 3 }: { posts: Post[]; eagerCount?: number }) {
  if (posts.length === 0) return <EmptyText />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {posts.map((post, i) => (
        <PostCard key={post.id} post={post} eager={i < eagerCount} />
      ))}
    </SimpleGrid>
  );
}
