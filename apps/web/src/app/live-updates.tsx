import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../features/conversations/live';
import { refresh } from './live-refresh';

/**
 * The logged-in member's live stream, one per tab, while the site's frame shows a member (site-layout.tsx loads it
 * lazily: a visitor's first page never carries it). Renders nothing.
 */
export default function LiveUpdates() {
  const queryClient = useQueryClient();
  useLiveEvents(
    (event) => refresh(queryClient, event),
    () => refresh(queryClient, 'gap'),
  );
  return null;
}
