import { Checkbox, type ComboboxItem, Input, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';

type Props = {
  /** the 81 provinces in Turkish order; undefined while they load */
  provinces: ComboboxItem[] | undefined;
  all: boolean;
  onAll: (all: boolean) => void;
  chosen: string[];
  onChosen: (ids: string[]) => void;
  error?: string;
};

/** 'Tüm Türkiye', or the provinces checked one by one (the list waits while 'Tüm Türkiye' is checked). */
export function ProvinceChecklist({ provinces, all, onAll, chosen, onChosen, error }: Props) {
  return (
    <Input.Wrapper
      labelElement="div"
      role="group"
      aria-label="Hizmet Verdiğiniz İller"
      label="Hizmet Verdiğiniz İller"
      description="Alıcının ili seçtiğiniz illerden biriyse talep size iletilir."
      error={error}
    >
      <Stack gap="xs" mt={6}>
        <Checkbox label="Tüm Türkiye" checked={all} onChange={(event) => onAll(event.currentTarget.checked)} fw={600} />
        {!provinces ? (
          <Skeleton h={120} aria-busy />
        ) : (
          <Paper withBorder radius="md" p="sm" mah={260} style={{ overflowY: 'auto' }}>
            <Checkbox.Group value={all ? [] : chosen} onChange={onChosen} aria-label="İller">
              <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs" verticalSpacing={6}>
                {provinces.map((p) => (
                  <Checkbox key={p.value} value={p.value} label={p.label} disabled={all} size="sm" />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            {provinces.length === 0 && (
              <Text size="sm" c="dimmed">
                İller yüklenemedi.
              </Text>
            )}
          </Paper>
        )}
        {!all && provinces && (
          <Text size="xs" c="dimmed" aria-live="polite">
            {chosen.length} il seçildi
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
