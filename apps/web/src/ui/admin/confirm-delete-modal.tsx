import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { BusyButton } from './busy-button';
import { adminErrorText } from './feedback';

type Props = {
  /** the item's name ('Çelik Boru'); null = closed */
  name: string | null;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/**
 * '{ad} silinsin mi?' with a red 'Sil' and 'Vazgeç' (COPY.md). While the call runs the button area shows only
 * 'İşleniyor...' (admin spec §4); a failure stays in the dialog with the server's text.
 */
export function ConfirmDeleteModal({ name, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
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
    <Modal opened={name !== null} onClose={close} title="Sil" centered closeButtonProps={{ 'aria-label': 'Kapat' }}>
      <Text>{`${name ?? ''} silinsin mi?`}</Text>
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
        <BusyButton busy={busy} color="red" onClick={confirm}>
          Sil
        </BusyButton>
      </Group>
    </Modal>
  );
}
