import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';

/** A thin bar at the top of the window while the router loads a lazy chunk or a loader runs. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      size="xs"
      radius={0}
      aria-label="Yükleniyor"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
