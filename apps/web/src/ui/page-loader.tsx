import { Center, Loader } from '@mantine/core';

/** Shown while a lazy chunk or the first data of a page loads. */
export function PageLoader() {
  return (
    <Center py="xl" mih={200}>
      <Loader aria-label="Yükleniyor" />
    </Center>
  );
}
