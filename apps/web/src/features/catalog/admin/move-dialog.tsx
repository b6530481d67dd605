import { Alert, Button, Center, Group, Loader, Modal, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CATALOG_MSG } from '@tedarik/contract/catalog/admin';
import { type ReactNode, useMemo, useState } from 'react';
import { BusyButton } from '../../../ui/admin/busy-button';
import { adminErrorText, notifySuccess } from '../../../ui/admin/feedback';
import { QueryError } from '../../../ui/query-error';
import { categoryNodesQuery } from '../api/admin-get-category-nodes';
import { choicesAt, indexTree, isTarget, type MoveKind, TOP } from './category-index';

const TOP_NAME = 'Ana Kategori';

type Props = {
  title: string;
  /** 'category': Kat Değiştir (any category, or the top level); 'leaf': a catalog product's Kategori Güncelle */
  kind: MoveKind;
  /** the category that moves, or the product's own category: never offered */
  moving: number;
  /** where it is now (a category's parent): no transfer there */
  current: number;
  /** the move; rejects with the server's text */
  onMove: (target: number) => Promise<unknown>;
  onClose: () => void;
};

/**
 * The move picker (admin spec §2): walks the tree from the top level one level at a time, with a back entry to the
 * parent; the category itself is not offered. The transfer button shows only where the move may go and is labelled
 * with the target's name ('«Boru» kategorisine taşı'); for a catalog product only a category without
 * sub-categories. Success: 'Güncellendi.'; a refusal stays in the dialog with the server's text.
 */
export function MoveDialog({ title, kind, moving, current, onMove, onClose }: Props) {
  const { data: tree, error } = useQuery(categoryNodesQuery());
  const index = useMemo(() => (tree ? indexTree(tree) : null), [tree]);
  const [at, setAt] = useState(TOP);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (!busy) onClose();
  };
  const go = (id: number) => {
    setAt(id);
    setFailure(null);
  };
  const move = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onMove(at);
      notifySuccess(CATALOG_MSG.saved);
      setBusy(false);
      onClose();
    } catch (cause) {
      setBusy(false);
      setFailure(adminErrorText(cause));
    }
  };

  let body: ReactNode;
  if (error) body = <QueryError error={error} />;
  else if (!index)
    body = (
      <Center py="lg">
        <Loader size="sm" aria-label="Yükleniyor" />
      </Center>
    );
  else {
    const here = index.get(at);
    const name = here?.katAd ?? TOP_NAME;
    const choices = choicesAt(index, at, moving);
    const target = isTarget(index, at, kind, moving) && at !== current;
    const parent = here ? (index.get(here.ustKat)?.katAd ?? TOP_NAME) : null;
    body = (
      <Stack gap="sm">
        <Text size="sm" aria-live="polite">
          <Text span c="dimmed">
            Konum:{' '}
          </Text>
          {[TOP_NAME, ...index.pathOf(at)].join(' › ')}
        </Text>
        <ScrollArea.Autosize mah={340} type="auto">
          <Stack gap={2} role="group" aria-label="Kategoriler">
            {here && (
              <NavLink
                component="button"
                type="button"
                label={`Geri: ${parent}`}
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={() => go(here.ustKat)}
                disabled={busy}
              />
            )}
            {choices.map((c) => (
              <NavLink
                key={c.id}
                component="button"
                type="button"
                label={c.katAd}
                description={c.altKategoriler.length ? `${c.altKategoriler.length} alt kategori` : 'Alt kategorisi yok'}
                rightSection={<IconChevronRight size={16} aria-hidden />}
                onClick={() => go(c.id)}
                disabled={busy}
              />
            ))}
            {here && choices.length === 0 && (
              <Text size="sm" c="dimmed" px="sm" py={6}>
                Alt kategorisi yok.
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
        {!target && (
          <Text size="sm" c="dimmed">
            {at === current
              ? at === TOP
                ? 'Zaten bir ana kategori.'
                : 'Zaten bu kategoride.'
              : kind === 'leaf' && here
                ? CATALOG_MSG.targetHasChildren
                : 'Taşınacak kategoriyi seçin.'}
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {!busy && (
            <Button variant="default" onClick={close}>
              Vazgeç
            </Button>
          )}
          {target && (
            <BusyButton busy={busy} onClick={move}>
              {at === TOP ? `«${TOP_NAME}» olarak taşı` : `«${name}» kategorisine taşı`}
            </BusyButton>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Modal opened onClose={close} title={title} centered size="lg" closeButtonProps={{ 'aria-label': 'Kapat' }}>
      {body}
    </Modal>
  );
}
