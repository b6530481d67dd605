import { DefinitionImage } from '../../../../features/packages/admin/definition-image';
import { DefinitionPage } from '../../../../features/packages/admin/definition-page';
import { definitionHref } from '../../../../features/packages/admin/links';
import { definitionQuery } from '../../../../features/packages/api/get-definition';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { id: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const id = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(definitionQuery(id)));
  return { id } satisfies Data;
};

/** /adminimt/koleksiyondetayimg-{id} */
export function Component() {
  const { id } = useSegmentData<Data>();
  return (
    <DefinitionPage key={id} id={id} title="Paket Görseli" other={{ label: 'Paket Detayı', to: definitionHref.detail }}>
      {(definition) => <DefinitionImage definition={definition} />}
    </DefinitionPage>
  );
}
