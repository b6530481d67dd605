import { DEFINITION_MSG, type Definition } from '@tedarik/contract/packages/admin';
import { ImageReplace } from '../../../ui/admin/image-replace';
import { useReplaceDefinitionImage } from '../api/replace-definition-image';

/** koleksiyondetayimg-{id}: the current image and a new one sent in its place → 'Güncellendi.'. */
export function DefinitionImage({ definition }: { definition: Definition }) {
  const replace = useReplaceDefinitionImage(definition.id);
  return (
    <ImageReplace
      current={definition.resim}
      upload={(file, onUploadProgress) => replace.mutateAsync({ file, onUploadProgress })}
      success={DEFINITION_MSG.saved}
    />
  );
}
