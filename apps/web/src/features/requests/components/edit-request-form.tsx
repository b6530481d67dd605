import { Alert, Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { REQUEST_UNITS } from '@tedarik/contract/constants';
import { type OwnRequestDetail, REQUEST_MSG, zRequestFields } from '@tedarik/contract/requests/member';
import { Link, useNavigate } from 'react-router';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { type CategoryTree, choiceOf } from '../../../ui/catalog-product-picker';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useEditRequest } from '../api/edit-request';
import { ownRequestHref } from '../links';
import { MaterialAndDeliveryDate, RequestFields, useRequestFields } from './request-fields';

/**
 * The create-request form filled in with my waiting or rejected request (PUT /api/v2/requests/{id}): saved, the
 * request waits for moderation again. A rejected one shows its reason above the form, and the button says it goes
 * back to moderation.
 */
export function EditRequestForm({ tree, detail }: { tree: CategoryTree; detail: OwnRequestDetail }) {
  const navigate = useNavigate();
  const { talep, urun, kat } = detail;
  const fields = useRequestFields({
    product: { id: urun.id, urunAd: urun.urunAd, categoryId: kat.id },
    // 0 is 'not known': the field starts empty, as in the create form
    adet: talep.adet > 0 ? talep.adet : undefined,
    tip: REQUEST_UNITS.find((unit) => unit === talep.tip),
    detay: talep.detay,
  });
  const { product, quantity, tip, detay } = fields;
  const rejected = talep.onay === false;
  const submit = rejected ? 'Tekrar Onaya Gönder' : 'Talebi Güncelle';

  const edit = useContractForm(zRequestFields, useEditRequest(talep.id), {
    initialValues: { malzeme: talep.malzeme, tarih: talep.teslimTarihi },
    input: ({ malzeme, tarih }) => ({
      categoryId: product?.categoryId,
      catalogProductId: product?.id,
      quantity: quantity.ok ? (quantity.value ?? 0) : Number.NaN,
      unit: tip,
      material: malzeme,
      deliveryOn: tarih,
      detail: detay,
    }),
    fieldNames: { material: 'malzeme', deliveryOn: 'tarih' },
    onSuccess: () => {
      notifications.show({ color: 'green', message: REQUEST_MSG.resubmitted });
      navigate(ownRequestHref(talep.id));
      return undefined;
    },
  });
  const input = edit.form.getInputProps;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <ContractForm
        state={edit}
        submit={submit}
        busyLabel={BUSY_LABEL}
        messageAt="bottom"
        button={{ ...busyLook(edit.busy), style: { alignSelf: 'flex-end' } }}
        aria-label="Talebi Düzenle"
      >
        <Group justify="space-between" align="baseline">
          <Title order={2}>Talebi Düzenle</Title>
          <Anchor component={Link} to={ownRequestHref(talep.id)} size="sm">
            Vazgeç
          </Anchor>
        </Group>
        {rejected ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Talebiniz onaylanmadı">
            {talep.onayAciklama && <Text size="sm">Red sebebi: {talep.onayAciklama}</Text>}
            <Text size="sm">Talebinizi aşağıda düzeltip tekrar onaya gönderin.</Text>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            Talebiniz onay bekliyor. Güncellediğinizde yeniden onay sırasına girer.
          </Text>
        )}
        <RequestFields
          fields={fields}
          tree={tree}
          choice={tree.data.length > 0 ? choiceOf(tree.data, kat.id, urun.id) : undefined}
          quantityHint="Bilinmiyorsa boş bırakın (0)"
          beforeDetail={<MaterialAndDeliveryDate material={input('malzeme')} deliveryDate={input('tarih')} />}
          errors={{
            catalogProductId: edit.fieldError('catalogProductId') ?? edit.fieldError('categoryId'),
            quantity: edit.fieldError('quantity'),
            unit: edit.fieldError('unit'),
            detail: edit.fieldError('detail'),
          }}
        />
      </ContractForm>
    </Paper>
  );
}
