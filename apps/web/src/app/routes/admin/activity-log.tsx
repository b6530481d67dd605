import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ScreenHeader } from '../../../ui/admin/screen-header';

/** /adminimt/HareketDokumu: a placeholder in the spec (§2 "Other"): no activity log is kept yet. */
export function Component() {
  return (
    <Stack gap="md">
      <ScreenHeader title="Hareket Dökümü" />
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        Hareket dökümü henüz tutulmuyor: yönetim panelinde yapılan işlemler şimdilik kaydedilmiyor.
      </Alert>
    </Stack>
  );
}
