// The back-office's image field (DESIGN §2b "ui/admin"): a Dropzone for one png / jpg / gif, the current image or
// the chosen file's preview, the upload's progress, and a failed upload's text with a way to send it again. The
// field only holds the file; the form (or ImageReplace) sends it.
import '@mantine/dropzone/styles.css';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Image,
  Input,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES } from '@tedarik/contract/uploads';
import { useEffect, useId, useRef, useState } from 'react';
import { uploadUrl } from '../../lib/upload-url';
import { IMAGE_HINT, rejectionText } from '../image-rejection';

type ImageFieldProps = {
  label: string;
  description?: string;
  /** the stored image (a path under /uploads), shown until a file is chosen */
  current?: string | null;
  /** the chosen file */
  value: File | null;
  onChange: (file: File | null) => void;
  /** 0..1 while the file is sent; null when nothing is being sent */
  progress?: number | null;
  /** the server's text after a failed upload */
  error?: string | null;
  /** sends the chosen file again after a failure */
  onRetry?: () => void;
  disabled?: boolean;
  required?: boolean;
};

/**
 * The chosen file as a data: URL for its preview: the site's Content-Security-Policy allows images from 'self',
 * data: and https: only, so a blob: URL would not show.
 */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;

export function ImageField({
  label,
  description,
  current,
  value,
  onChange,
  progress = null,
  error,
  onRetry,
  disabled,
  required,
}: ImageFieldProps) {
  const id = useId();
  const open = useRef<() => void>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const preview = usePreview(value);
  const sending = progress !== null;
  const shown = value ? preview : uploadUrl(current);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      description={description}
      required={required}
      error={rejected}
    >
      {/* The drop area is for the mouse (drop or click); the keyboard and screen readers use 'Görsel Seç'. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt={4} role="group" aria-labelledby={`${id}-label`}>
        <Dropzone
          onDrop={(files) => {
            setRejected(null);
            onChange(files[0] ?? null);
          }}
          onReject={(rejections) => setRejected(rejectionText(rejections))}
          accept={IMAGE_ACCEPT}
          maxSize={MAX_UPLOAD_BYTES}
          multiple={false}
          disabled={disabled || sending}
          openRef={open}
          activateOnKeyboard={false}
          // the field's own name: react-dropzone names its file input 'file upload' otherwise
          inputProps={{ 'aria-label': label }}
        >
          <Stack align="center" justify="center" gap={6} mih={120} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={36} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} stroke={1.5} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={36} stroke={1.5} aria-hidden />
            </Dropzone.Idle>
            <Text size="sm" ta="center">
              Görseli buraya sürükleyin ya da seçmek için tıklayın.
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {IMAGE_HINT}
            </Text>
          </Stack>
        </Dropzone>
        <Paper withBorder radius="md" p="xs">
          {value || shown ? (
            <Stack gap={6}>
              {shown ? (
                <Image
                  src={shown}
                  alt={value ? `Seçilen görsel: ${value.name}` : `${label}: mevcut görsel`}
                  h={120}
                  fit="contain"
                  radius="sm"
                />
              ) : (
                <Skeleton h={120} radius="sm" />
              )}
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" truncate>
                  {value ? `${value.name} (${sizeText(value.size)})` : 'Mevcut görsel'}
                </Text>
                {value && !sending && (
                  <CloseButton size="sm" aria-label="Seçilen görseli kaldır" onClick={() => onChange(null)} />
                )}
              </Group>
            </Stack>
          ) : (
            <Stack align="center" justify="center" mih={120}>
              <Text size="sm" c="dimmed">
                Görsel seçilmedi.
              </Text>
            </Stack>
          )}
        </Paper>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={() => open.current?.()}
          disabled={disabled || sending}
          w="fit-content"
        >
          {value || current ? 'Başka Görsel Seç' : 'Görsel Seç'}
        </Button>
      </SimpleGrid>
      {sending && (
        <Stack gap={2} mt="xs">
          <Progress value={Math.round(progress * 100)} animated aria-label="Görsel yükleniyor" />
          <Text size="xs" c="dimmed">
            {progress < 1 ? `Yükleniyor... %${Math.round(progress * 100)}` : 'İşleniyor...'}
          </Text>
        </Stack>
      )}
      {error && !sending && (
        <Alert color="red" variant="light" mt="xs" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{error}</Text>
            {onRetry && value && (
              <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
                Tekrar Dene
              </Button>
            )}
          </Group>
        </Alert>
      )}
    </Input.Wrapper>
  );
}
