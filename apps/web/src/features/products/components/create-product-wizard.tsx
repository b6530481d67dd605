import { Alert, Button, Group, Paper, Stack, Stepper, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { MAX_DETAIL } from '@tedarik/contract/constants';
import { PRODUCT_MSG, zCreateProduct } from '@tedarik/contract/products/member';
import { IMAGE_TYPES_TEXT } from '@tedarik/contract/uploads';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CatalogHit } from '../../../lib/catalog-search';
import { errorText } from '../../../lib/http';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import type { CategoryTree } from '../../../ui/catalog-product-picker';
import { SubmitButton } from '../../../ui/form/contract-form';
import { FormMessage } from '../../../ui/form/form-message';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { ImageDrop } from '../../../ui/image-drop';
import { UploadProgress } from '../../../ui/upload-progress';
import { useCreateProduct } from '../api/create-product';
import { ownProductHref } from '../links';
import { CatalogProductStep } from './catalog-product-step';

/** COPY.md: success after a save the spec does not word. */
const SAVED = 'Kaydedildi.';

/**
 * The add-product wizard (POST /api/uyeurunOlustur): first the catalog product, then name, image and description.
 * The contract's rules are checked on submit (their messages in one alert); the image's upload shows its progress,
 * and a refused or failed upload keeps everything for another try. Once created, the product's page opens.
 */
export function CreateProductWizard({ tree }: { tree: CategoryTree }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [product, setProduct] = useState<CatalogHit | null>(null);
  const [stepMessage, setStepMessage] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const create = useContractForm(zCreateProduct, useCreateProduct(setProgress), {
    initialValues: { urunAdi: '', detay: '' },
    input: ({ urunAdi, detay }) => ({
      ktt: product?.categoryId,
      urun: product?.id,
      urunAdi,
      detay,
      file: file ?? undefined,
    }),
    onSuccess: (id) => {
      notifications.show({ color: 'green', message: SAVED });
      navigate(ownProductHref(id));
      return undefined;
    },
    onError: (error) => {
      setProgress(null);
      return { color: 'red', text: errorText(error) };
    },
  });
  const input = create.form.getInputProps;
  const detay = create.form.values.detay;

  const next = () => {
    if (!product) return setStepMessage(PRODUCT_MSG.catalogProduct);
    setStepMessage(null);
    setStep(1);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2}>Ürün Ekle</Title>
        <Stepper
          active={step}
          onStepClick={(index) => !create.busy && setStep(index)}
          allowNextStepsSelect={false}
          size="sm"
        >
          <Stepper.Step label="Ürün Seçimi" description="Katalog ürünü">
            <Stack gap="md" mt="md">
              {stepMessage && (
                <Alert color="red" variant="light" role="alert">
                  {stepMessage}
                </Alert>
              )}
              <CatalogProductStep
                tree={tree}
                value={product}
                onChange={(chosen) => {
                  setProduct(chosen);
                  setStepMessage(null);
                }}
              />
              <Group justify="flex-end">
                <Button rightSection={<IconArrowRight size={18} />} onClick={next}>
                  İleri
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label="Ürün Bilgileri" description="Ad, görsel ve açıklama">
            <form onSubmit={create.onSubmit} noValidate aria-label="Ürün Bilgileri">
              <Stack gap="sm" mt="md">
                {product && (
                  <Alert color="gray" variant="light" title="Katalog Ürünü">
                    {product.urunAd} ({product.path})
                  </Alert>
                )}
                <TextInput label="Ürün Adı" autoComplete="off" disabled={create.busy} {...input('urunAdi')} />
                <ImageDrop
                  label="Görsel"
                  description={`İsteğe bağlı; ${IMAGE_TYPES_TEXT}. Sonra en fazla 5 görsel olacak şekilde ekleyebilirsiniz.`}
                  file={file}
                  onChange={setFile}
                  disabled={create.busy}
                />
                <Textarea
                  label="Açıklama"
                  description={`${detay.trim().length} / ${MAX_DETAIL}`}
                  autosize
                  minRows={5}
                  maxRows={14}
                  maxLength={MAX_DETAIL}
                  disabled={create.busy}
                  {...input('detay')}
                />
                <UploadProgress fraction={create.busy && file ? (progress ?? 0) : null} />
                <FormMessage message={create.message} />
                <Group justify="space-between">
                  <Button
                    variant="default"
                    leftSection={<IconArrowLeft size={18} />}
                    onClick={() => setStep(0)}
                    disabled={create.busy}
                  >
                    Geri
                  </Button>
                  <SubmitButton busy={create.busy} busyLabel={BUSY_LABEL} {...busyLook(create.busy)}>
                    Kaydet
                  </SubmitButton>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>
        </Stepper>
      </Stack>
    </Paper>
  );
}
