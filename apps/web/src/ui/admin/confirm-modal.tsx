import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { BusyButton } from './busy-button';
import { adminErrorText } from './feedback';

type Props = {
  opened: boolean;
  title: string;
  /** the question ('Ürün durumu değiştirilsin mi?') */
  message: string;
  /** the confirming button ('Sil', 'Değiştir') */
  confirm: string;
  color?: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/**
 * A back-office confirmation (admin spec §4, §8): the question, 'Vazgeç' and the confirming button. While the call
 * runs the button area shows only 'İşleniyor...'; a failure stays in the dialog with the server's text.
 */
export function ConfirmModal({ opened, title, message, confirm, color, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(adminErrorText(failure));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': 'Kapat' }}>
      <Text>{message}</Text>
      {error && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        {!busy && (
          <Button variant="default" onClick={close}>
            Vazgeç
          </Button>
        )}
        <BusyButton busy={busy} color={color} onClick={run}>
          {confirm}
        </BusyButton>
      </Group>
    </Modal>
  );
}
