import { NumberInput, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_REQUEST_FILES } from '@tedarik/contract/attachments/member';
import { fromIstanbulMinute } from '@tedarik/contract/dates';
import { DEFAULT_OFFER_CAP, MAX_OFFER_CAP } from '@tedarik/contract/offers/member-desk';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { zNewRequest } from '@tedarik/contract/requests/member-desk';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { type CategoryTree, choiceOf } from '../../../ui/catalog-product-picker';
import { DraftFileField, useDraftFiles } from '../../../ui/draft-files';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useCreateRequest } from '../api/create-request';
import { clearDraft, draftStart, readDraft } from '../draft';
import { MEMBER_REQUESTS } from '../links';
import { MaterialAndDeliveryDate, RequestFields, useRequestFields } from './request-fields';

/**
 * The member's create-request form (POST /api/v2/requests: the legacy talepOlustur's fields with 'Kapalı Zarf' and its
 * 'Son Teklif Tarihi', and 'En fazla teklif', 10 by default), started from the visitor's draft when there is one.
 * The contract's rules (spec §5 "Create request (member)") are checked on submit, their messages in one alert, and
 * the server's refusal of a field shows beside it. Drawings are added while the form is filled (uploaded at once,
 * attached by the save; issue 47 item 21). Once created, the draft is cleared and the buyer sees the request in
 * their list, awaiting approval.
 */
export function CreateRequestForm({ tree }: { tree: CategoryTree }) {
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const fields = useRequestFields(draft ? draftStart(draft) : {});
  const { product, quantity, tip, detay } = fields;
  // The draft's place in the tree is known once the tree is (the route loader usually has it already).
  const draftChoice = draft && tree.data.length > 0 ? choiceOf(tree.data, draft.kategori, draft.katUrun) : undefined;
  const files = useDraftFiles();

  const create = useContractForm(zNewRequest, useCreateRequest(), {
    initialValues: {
      malzeme: '',
      tarih: '',
      sealed: false,
      offerDeadline: '',
      capped: true,
      offerCap: DEFAULT_OFFER_CAP as number | string,
    },
    // the catalog choice, quantity, unit and detail are the shared fields' state (request-fields.tsx)
    input: ({ malzeme, tarih, sealed, offerDeadline, capped, offerCap }) => ({
      categoryId: product?.categoryId,
      catalogProductId: product?.id,
      // empty is 0 ('not known', spec §5); a quantity the field could not read fails the contract's rule
      quantity: quantity.ok ? (quantity.value ?? 0) : Number.NaN,
      unit: tip,
      material: malzeme,
      deliveryOn: tarih,
      detail: detay,
      sealed,
      // the date and time typed are Istanbul's, as every page shows them (issue 47 item 17)
      offerDeadline: sealed ? (offerDeadline ? fromIstanbulMinute(offerDeadline) : '') : null,
      offerCap: capped ? offerCap : null,
      draftFiles: files.ids,
    }),
    fieldNames: { material: 'malzeme', deliveryOn: 'tarih' },
    onSuccess: () => {
      files.clear();
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
          errors={{
            catalogProductId: create.fieldError('catalogProductId') ?? create.fieldError('categoryId'),
            quantity: create.fieldError('quantity'),
            unit: create.fieldError('unit'),
            detail: create.fieldError('detail'),
          }}
        />
        <DraftFileField
          drafts={files}
          max={MAX_REQUEST_FILES}
          label="Çizim veya belge ekleyin"
          fieldError={create.fieldError('draftFiles')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap="xs">
            <Switch
              label="Kapalı Zarf"
              description="Teklifler Son Teklif Tarihine kadar size de kapalı kalır; yalnızca sayısını görürsünüz."
              {...input('sealed', { type: 'checkbox' })}
            />
            {create.form.values.sealed && (
              <TextInput label="Son Teklif Tarihi" type="datetime-local" {...input('offerDeadline')} />
            )}
          </Stack>
          <Stack gap="xs">
            <Switch
              label="Teklif sayısını sınırla"
              description={`En fazla ${MAX_OFFER_CAP}`}
              {...input('capped', { type: 'checkbox' })}
            />
            {create.form.values.capped && (
              <NumberInput
                label="En fazla teklif"
                min={1}
                max={MAX_OFFER_CAP}
                allowDecimal={false}
                allowNegative={false}
                w={160}
                {...input('offerCap')}
              />
            )}
          </Stack>
        </SimpleGrid>
      </ContractForm>
    </Paper>
  );
}
