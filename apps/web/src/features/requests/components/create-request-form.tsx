import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useState } from 'react';
import { NOT_BUILT } from '../../../ui/not-built';
import { readDraft } from '../draft';
import { type CategoryTree, choiceOf } from './catalog-product-picker';
import { RequestFields, useRequestFields } from './request-fields';

/**
 * The member's create-request form, started from the visitor's draft when there is one. Sending it
 * (POST /api/talepOlustur) is a later issue's work: the button stays disabled with the not-built note.
 */
export function CreateRequestForm({ tree }: { tree: CategoryTree }) {
  const [draft] = useState(readDraft);
  const fields = useRequestFields(
    draft
      ? {
          product: { id: draft.katUrun, urunAd: draft.urunAd, categoryId: draft.kategori },
          adet: draft.adet,
          tip: draft.tip,
          detay: draft.detay,
        }
      : {},
  );
  const { product } = fields;
  // The draft's place in the tree is known once the tree is (the route loader usually has it already).
  const draftChoice = draft && tree.data.length > 0 ? choiceOf(tree.data, draft.kategori, draft.katUrun) : undefined;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={(event) => event.preventDefault()} noValidate>
        <Stack gap="md">
          <Title order={2}>Talep Oluştur</Title>
          {product && (
            <Text>
              <Text span c="dimmed">
                Ürün:{' '}
              </Text>
              <Text span fw={600}>
                {product.urunAd}
              </Text>
            </Text>
          )}
          <RequestFields fields={fields} tree={tree} choice={draftChoice} />
          <Alert color="gray" variant="light" role="status" icon={<IconTools size={18} />}>
            {NOT_BUILT}
          </Alert>
          <Group justify="flex-end">
            <Button type="submit" disabled>
              Talep Oluştur
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
