import { ConfirmModal } from './confirm-modal';

type Props = {
  /** the item's name ('Çelik Boru'); null = closed */
  name: string | null;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/** '{ad} silinsin mi?' with a red 'Sil' and 'Vazgeç' (COPY.md). */
export function ConfirmDeleteModal({ name, onConfirm, onClose }: Props) {
  return (
    <ConfirmModal
      opened={name !== null}
      title="Sil"
      message={`${name ?? ''} silinsin mi?`}
      confirm="Sil"
      color="red"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
