import { Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REQUEST_MSG, zCreateRequest } from '@tedarik/contract/requests/member';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { type CategoryTree, choiceOf } from '../../../ui/catalog-product-picker';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useCreateRequest } from '../api/create-request';
import { clearDraft, draftStart, readDraft } from '../draft';
import { MEMBER_REQUESTS } from '../links';
import { MaterialAndDeliveryDate, RequestFields, useRequestFields } from './request-fields';

/**
 * The member's create-request form (POST /api/talepOlustur), started from the visitor's draft when there is one.
 * The contract's rules (spec §5 "Create request (member)") are checked on submit, their messages in one alert; once
 * created, the draft is cleared and the buyer sees the request in their list, awaiting approval.
 */
export function CreateRequestForm({ tree }: { tree: CategoryTree }) {
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const fields = useRequestFields(draft ? draftStart(draft) : {});
  const { product, quantity, tip, detay } = fields;
  // The draft's place in the tree is known once the tree is (the route loader usually has it already).
  const draftChoice = draft && tree.data.length > 0 ? choiceOf(tree.data, draft.kategori, draft.katUrun) : undefined;

  const create = useContractForm(zCreateRequest, useCreateRequest(), {
    initialValues: { malzeme: '', tarih: '' },
    // the catalog choice, quantity, unit and detail are the shared fields' state (request-fields.tsx)
    input: ({ malzeme, tarih }) => ({
      ktt: product?.categoryId,
      urun: product?.id,
      // empty is 0 ('not known', spec §5); a quantity the field could not read fails the contract's rule
      adet: quantity.ok ? (quantity.value ?? 0) : Number.NaN,
      tip,
      malzeme,
      tarih,
      detay,
    }),
    onSuccess: () => {
      clearDraft();
      notifications.show({ color: 'green', message: REQUEST_MSG.created });
      navigate(MEMBER_REQUESTS);
      return undefined;
    },
  });
  const input = create.form.getInputProps;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <ContractForm
        state={create}
        submit="Talep Oluştur"
        busyLabel={BUSY_LABEL}
        messageAt="bottom"
        button={{ ...busyLook(create.busy), style: { alignSelf: 'flex-end' } }}
        aria-label="Talep Oluştur"
      >
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
        <RequestFields
          fields={fields}
          tree={tree}
          choice={draftChoice}
          quantityHint="Bilinmiyorsa boş bırakın (0)"
          beforeDetail={<MaterialAndDeliveryDate material={input('malzeme')} deliveryDate={input('tarih')} />}
        />
      </ContractForm>
    </Paper>
  );
}
