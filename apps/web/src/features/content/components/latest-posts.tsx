import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../ui/query-error';
import { Section } from '../../../ui/section';
import { postListQuery } from '../api/get-post-list';
import { POST_LABEL, type PostKind, postListHref } from '../links';
import { PostGrid } from './post-grid';

/** The newest 3 blog posts or announcements of the home page (first page of GET /api/blogList-1 / duyuruList-1). */
export function LatestPosts({ kind }: { kind: PostKind }) {
  const { data, error } = useQuery(postListQuery(kind, 1));
  return (
    <Section title={POST_LABEL[kind]} more={{ to: postListHref(kind, 1), label: 'Tümünü Gör' }}>
      {error ? (
        <QueryError error={error} />
      ) : (
        data && <PostGrid posts={data.duyuruListesi.slice(0, 3)} eagerCount={0} />
      )}
    </Section>
  );
}
