import { NotBuilt } from '../../ui/not-built';
import { useSegment } from '../segment-route';

/** A legacy segment page that a later issue builds: its title and the not-built notice. */
export function Component() {
  return <NotBuilt title={useSegment().title} />;
}
