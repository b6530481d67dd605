import { Stack } from '@mantine/core';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { ReasonsSection } from './reasons-section';

/** /adminimt/moderasyon: everything waiting for the administrator in one queue, and the rejection reasons. */
export function ModerationScreen() {
  return (
    <Stack gap="md">
      <ScreenHeader title="Moderasyon" subtitle="Onay bekleyen talepler, yorumlar, paket başvuruları ve şikayetler" />
      <ReasonsSection />
    </Stack>
  );
}
