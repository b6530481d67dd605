import { SlideAdd } from '../../../../features/content/admin/slide-add';

/** /adminimt/slideEkle */
export function Component() {
  return <SlideAdd />;
}
