// Loaded only by lazily loaded screens: the drop area's styles must stay out of the public entry chunk.
import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload } from '@tabler/icons-react';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MSG, MAX_ATTACHMENT_BYTES } from '@tedarik/contract/attachments/member';
import { useId, useState } from 'react';
import { UploadProgress } from './upload-progress';

export const FILE_HINT = 'PDF, PNG, JPEG, XLSX, DWG, DXF veya STEP; en fazla 10 MB.';

type Rejection = { errors: readonly { code: string }[] };
const rejectionText = (rejections: readonly Rejection[]) =>
  rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'))
    ? ATTACHMENT_MSG.tooLarge
    : ATTACHMENT_MSG.kind;

type Props = {
  /** sends the file; the drop area waits for it */
  onFile: (file: File) => void;
  /** upload progress from 0 to 1, null when nothing is sent */
  progress: number | null;
  disabled?: boolean;
  /** the server's refusal of the last file */
  error?: string | null;
  label?: string;
};

/** One file at a time, dropped or chosen; the browser refuses a wrong type or size before sending, the server by content. */
export function FileDrop({ onFile, progress, disabled, error, label = 'Dosya ekleyin' }: Props) {
  const id = useId();
  const [rejected, setRejected] = useState<string | null>(null);
  const busy = progress !== null;
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => {
          setRejected(null);
          if (files[0]) onFile(files[0]);
        }}
        onReject={(rejections) => setRejected(rejectionText(rejections))}
        accept={ATTACHMENT_ACCEPT}
        maxSize={MAX_ATTACHMENT_BYTES}
        multiple={false}
        disabled={disabled || busy}
        tabIndex={-1}
        activateOnKeyboard={false}
        // the field's own name: react-dropzone names its file input 'file upload' otherwise
        inputProps={{ id: `${id}-input`, 'aria-label': label, 'aria-describedby': `${id}-hint` }}
        p="md"
      >
        <Group justify="center" gap="sm" mih={64} wrap="nowrap">
          <IconFileUpload size={28} stroke={1.5} aria-hidden />
          <Stack gap={2} align="flex-start">
            <Text size="sm">{label}: buraya sürükleyin veya</Text>
            <Button type="button" size="xs" variant="default" disabled={disabled || busy}>
              Dosya Seç
            </Button>
            <Text size="xs" c="dimmed" id={`${id}-hint`}>
              {FILE_HINT}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <UploadProgress fraction={progress} label="Dosya yükleniyor" />
      {(rejected ?? error) && (
        <Alert color="red" variant="light" role="alert">
          {rejected ?? error}
        </Alert>
      )}
    </Stack>
  );
}
