import { Button, Card, Group, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { SESSION_ENDED } from '@tedarik/contract/constants';
import { useState } from 'react';
import { errorText } from '../../lib/http';
import { BusyButton } from './busy-button';
import { ConfirmModal } from './confirm-modal';
import { adminErrorText, notifySuccess } from './feedback';
import { ImageField } from './image-field';
import { SAVED } from './resource-form';
import { useUploadProgress } from './use-upload-progress';

/** An image that may also be taken away (a blog post's, admin spec §4): the question, the call, the success text. */
type ImageRemoval = {
  /** 'Görseli kaldırmak istediginizden emin misiniz?' */
  confirm: string;
  run: () => Promise<unknown>;
  /** 'Gorsel Kaldirildi.' */
  success: string;
};

type Props = {
  /** the stored image (a path under /uploads) */
  current: string | null;
  /** sends the file (the area's mutation, which updates its cache); rejects with the server's text */
  upload: (file: File, onUploadProgress: (fraction: number) => void) => Promise<unknown>;
  /** the notification after success; default 'Kaydedildi.' */
  success?: string;
  label?: string;
  /** offers 'Görseli Kaldır' while there is a stored image */
  remove?: ImageRemoval;
};

/**
 * The image-change screens of the back-office (koleksiyondetayimg, makaledetayimg, slidedetayimg, …): the current
 * image, a new one chosen, sent with its progress; a failure keeps the file, shows the server's text and offers to
 * send it again. With `remove`, the stored image can be taken away after a confirmation.
 */
export function ImageReplace({ current, upload, success = SAVED, label = 'Yeni Görsel', remove }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const { progress, track } = useUploadProgress();

  const send = async () => {
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    try {
      await upload(file, track());
      setFile(null);
      notifySuccess(success);
    } catch (failure) {
      // 'cikis': the client is already on its way to the logout page
      if (errorText(failure) !== SESSION_ENDED) setError(adminErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-label={label} withBorder radius="md" padding="lg">
      <Stack gap="md">
        <ImageField
          label={label}
          current={current}
          value={file}
          onChange={(next) => {
            setFile(next);
            setError(null);
          }}
          progress={busy ? progress : null}
          error={error}
          onRetry={send}
          required
        />
        <Group justify="flex-end" gap="sm">
          {remove && current && !file && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setRemoving(true)}
              disabled={busy}
            >
              Görseli Kaldır
            </Button>
          )}
          <BusyButton busy={busy} disabled={!file} onClick={send}>
            Güncelle
          </BusyButton>
        </Group>
      </Stack>
      {remove && (
        <ConfirmModal
          opened={removing}
          title="Görseli Kaldır"
          message={remove.confirm}
          confirm="Kaldır"
          color="red"
          onConfirm={async () => {
            await remove.run();
            notifySuccess(remove.success);
          }}
          onClose={() => setRemoving(false)}
        />
      )}
    </Card>
  );
}
