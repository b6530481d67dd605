// Loaded only by lazily loaded screens: the drop area's styles must stay out of the public entry chunk.
import '@mantine/dropzone/styles.css';
import { ActionIcon, Alert, Button, Group, Image, Input, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES } from '@tedarik/contract/uploads';
import { useEffect, useId, useState } from 'react';
import { rejectionText } from './image-rejection';

type Props = {
  label: string;
  description?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
};

/** One image: a drop area (or click / Enter to choose), then a preview of the chosen file with a remove button. */
export function ImageDrop({ label, description, file, onChange, disabled }: Props) {
  const id = useId();
  const [rejected, setRejected] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // A data: URL, not a blob: one: the site's Content-Security-Policy allows images from 'self', data: and https: only.
  useEffect(() => {
    setPreview(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  return (
    <Stack gap={4}>
      <Input.Label htmlFor={`${id}-input`}>{label}</Input.Label>
      {description && <Input.Description id={`${id}-description`}>{description}</Input.Description>}
      {file ? (
        <Paper withBorder radius="md" p="xs">
          <Group gap="sm" wrap="nowrap">
            {preview ? (
              <Image src={preview} alt={`Seçilen görsel: ${file.name}`} w={120} h={90} fit="contain" radius="sm" />
            ) : (
              <Skeleton w={120} h={90} radius="sm" />
            )}
            <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onChange(null)}
              disabled={disabled}
              aria-label="Görseli kaldır"
            >
              <IconX size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ) : (
        // The drop area takes a click or a drop; keyboards and screen readers use the button inside it (a focusable
        // area holding a button would nest two controls).
        <Dropzone
          onDrop={(files) => {
            setRejected(null);
            onChange(files[0] ?? null);
          }}
          onReject={(rejections) => setRejected(rejectionText(rejections))}
          accept={IMAGE_ACCEPT}
          maxSize={MAX_UPLOAD_BYTES}
          multiple={false}
          disabled={disabled}
          tabIndex={-1}
          activateOnKeyboard={false}
          // the field's own name: react-dropzone names its file input 'file upload' otherwise, over the label
          inputProps={{
            id: `${id}-input`,
            'aria-label': label,
            'aria-describedby': description ? `${id}-description` : undefined,
          }}
          p="lg"
        >
          <Group justify="center" gap="sm" mih={80}>
            <IconPhotoUp size={32} stroke={1.5} aria-hidden />
            <Stack gap={4} align="flex-start">
              <Text size="sm">Görseli buraya sürükleyin veya</Text>
              <Button type="button" size="xs" variant="default" disabled={disabled}>
                Görsel Seç
              </Button>
            </Stack>
          </Group>
        </Dropzone>
      )}
      {rejected && (
        <Alert color="red" variant="light" role="alert" py="xs">
          {rejected}
        </Alert>
      )}
    </Stack>
  );
}
