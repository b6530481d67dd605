import { useQuery } from '@tanstack/react-query';
import { faqQuery } from '../../../features/content/api/get-faq';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { FaqIsland } from '../../island-components';
import { queryClient } from '../../query-client';
import { LOADED } from './loaded';

export async function loader() {
  await queryClient.prefetchQuery(faqQuery());
  return null;
}

/** /sss: the FAQ accordion, one answer open at a time. */
export function Component() {
  const { data, error } = useQuery({ ...faqQuery(), ...LOADED });
  return (
    <>
      <PageHeader title="Sıkça Sorulan Sorular" crumbs={[{ label: 'Sıkça Sorulan Sorular' }]} />
      {error && <QueryError error={error} />}
      {data ? <FaqIsland items={data} /> : !error && <PageLoader />}
    </>
  );
}
