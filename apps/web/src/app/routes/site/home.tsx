import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { faqQuery } from '../../../features/content/api/get-faq';
import { homePageQuery } from '../../../features/content/api/get-home-page';
import { postListQuery } from '../../../features/content/api/get-post-list';
import { slidesQuery } from '../../../features/content/api/get-slides';
import { AdBanner } from '../../../features/content/components/ad-banner';
import { ArticleBlocks } from '../../../features/content/components/article-blocks';
import { Counters } from '../../../features/content/components/counters';
import { HomeContact } from '../../../features/content/components/home-contact';
import { HomeIntro } from '../../../features/content/components/home-intro';
import { LatestPosts } from '../../../features/content/components/latest-posts';
import { SectorList } from '../../../features/content/components/sector-list';
import { homeRequestsQuery } from '../../../features/requests/api/get-home-requests';
import { HomeRequests } from '../../../features/requests/components/home-requests';
import { titleAndMetaQuery } from '../../../features/site/api/get-title-and-meta';
import { QueryError } from '../../../ui/query-error';
import { Section } from '../../../ui/section';
import { ContactIsland, FaqIsland, SliderIsland } from '../../island-components';
import { queryClient } from '../../query-client';
import { LOADED } from './loaded';

/** The top of the page (slider, intro, blocks) is awaited; the lists below stream in as they arrive. */
export async function loader() {
  void queryClient.prefetchQuery(homeRequestsQuery());
  void queryClient.prefetchQuery(postListQuery('blog', 1));
  void queryClient.prefetchQuery(postListQuery('duyuru', 1));
  void queryClient.prefetchQuery(faqQuery());
  await Promise.all([queryClient.prefetchQuery(slidesQuery()), queryClient.prefetchQuery(homePageQuery())]);
  return null;
}

/** / and /index (spec §1): everything the home page shows, top to bottom. */
export function Component() {
  const { data: site } = useQuery(titleAndMetaQuery());
  const slides = useQuery({ ...slidesQuery(), ...LOADED });
  const home = useQuery({ ...homePageQuery(), ...LOADED });
  const faq = useQuery(faqQuery());

  return (
    <Stack gap={40}>
      {slides.data && <SliderIsland slides={slides.data} />}
      <HomeIntro title={site?.baslik || 'Tedarik'} text={site?.adres ?? ''} />
      {home.error && <QueryError error={home.error} />}
      {home.isPending && <Skeleton h={240} radius="md" />}
      {home.data && <ArticleBlocks articles={home.data.ustBlogData} />}
      <HomeRequests />
      {home.data && (
        <>
          <Section title="Sektörler" more={{ to: '/talepler', label: 'Tüm Talepler' }}>
            <SectorList sectors={home.data.kategoriList} />
          </Section>
          <Counters counted={home.data.counted} />

          {home.data.reklamList.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="aside" aria-label="Reklamlar">
              {home.data.reklamList.map((ad) => (
                <AdBanner key={ad.id} ad={ad} />
              ))}
            </SimpleGrid>
          )}
          <ArticleBlocks articles={home.data.altkoleksiyonlar} />
        </>
      )}
      <LatestPosts kind="blog" />
      <LatestPosts kind="duyuru" />
      {faq.data && faq.data.length > 0 && (
        <Section title="Sıkça Sorulan Sorular" more={{ to: '/sss', label: 'Tümünü Gör' }}>
          <FaqIsland items={faq.data.slice(0, 6)} />
        </Section>
      )}
      <HomeContact tel={site?.tel ?? ''} form={<ContactIsland />} />
    </Stack>
  );
}
