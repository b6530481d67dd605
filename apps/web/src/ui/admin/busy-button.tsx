import { Button, type ButtonProps, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { BUSY } from './feedback';

type Props = ButtonProps & { busy: boolean; onClick?: () => void; children: ReactNode };

/** A back-office action button: while its call runs it shows a loader and 'İşleniyor...' (COPY.md) and waits. */
export function BusyButton({ busy, children, leftSection, disabled, ...props }: Props) {
  return (
    <Button {...props} disabled={busy || disabled} leftSection={busy ? <Loader size={14} color="gray" /> : leftSection}>
      {busy ? BUSY : children}
    </Button>
  );
}
