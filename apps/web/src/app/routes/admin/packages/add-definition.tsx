import { DefinitionAdd } from '../../../../features/packages/admin/definition-add';

/** /adminimt/koleksiyonEkle */
export function Component() {
  return <DefinitionAdd />;
}
