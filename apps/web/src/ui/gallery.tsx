import { ActionIcon, Group, Image, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';

type GalleryImage = { id: number /** large */; gorsel: string /** thumbnail */; kucuk: string };

/**
 * A product's images: the first one large, thumbnails under it; clicking any opens a modal with the large image and
 * previous / next (buttons and the arrow keys).
 */
export function Gallery({ images, alt }: { images: GalleryImage[]; alt: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const step = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + count) % count));
  // On the window, not the modal's body: the modal first focuses its close button, outside the body, and the keys
  // must work from the moment it opens.
  useWindowEvent('keydown', (event) => {
    if (open === null || count < 2) return;
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  });
  if (count === 0) return null;
  const current = open === null ? null : images[open];

  return (
    <Stack gap="sm">
      <UnstyledButton onClick={() => setOpen(0)} aria-label={`${alt} – görseli büyüt`}>
        <Image
          src={images[0].gorsel}
          alt={alt}
          width={800}
          height={600}
          radius="md"
          fetchPriority="high"
          style={{ width: '100%', height: 'auto', border: '1px solid var(--mantine-color-gray-3)' }}
        />
      </UnstyledButton>
      {count > 1 && (
        <SimpleGrid cols={{ base: 4, sm: 5 }} spacing="xs">
          {images.map((image, i) => (
            <UnstyledButton key={image.id} onClick={() => setOpen(i)} aria-label={`${alt} – görsel ${i + 1}`}>
              <Image
                src={image.kucuk}
                alt=""
                width={160}
                height={120}
                loading="lazy"
                radius="sm"
                style={{ width: '100%', height: 'auto', border: '1px solid var(--mantine-color-gray-3)' }}
              />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={current !== null}
        onClose={() => setOpen(null)}
        title={alt}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Kapat' }}
      >
        {current && open !== null && (
          <Stack gap="sm">
            <Image
              src={current.gorsel}
              alt={`${alt} – görsel ${open + 1}`}
              width={1200}
              height={900}
              fit="contain"
              mah="70vh"
              style={{ width: '100%', height: 'auto' }}
            />
            {count > 1 && (
              <Group justify="space-between">
                <ActionIcon variant="default" size="lg" onClick={() => step(-1)} aria-label="Önceki görsel">
                  <IconChevronLeft size={20} />
                </ActionIcon>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {open + 1} / {count}
                </Text>
                <ActionIcon variant="default" size="lg" onClick={() => step(1)} aria-label="Sonraki görsel">
                  <IconChevronRight size={20} />
                </ActionIcon>
              </Group>
            )}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
