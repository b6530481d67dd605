import { Button, type ButtonProps, Loader } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/** COPY.md: a busy button shows a loader and this word. */
export const BUSY_LABEL = 'İşleniyor...';

/** A button's look while its call runs: for `ContractForm`'s `button` prop and for `BusyButton`. */
export const busyLook = (busy: boolean) =>
  busy ? { leftSection: <Loader size={14} color="currentColor" />, disabled: true } : {};

type Props = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & { busy: boolean; children: ReactNode };

/** An action button (not a form's submit) that runs a call: disabled, a loader and 'İşleniyor...' meanwhile. */
export function BusyButton({ busy, children, leftSection, ...props }: Props) {
  return (
    <Button leftSection={leftSection} {...props} {...busyLook(busy)}>
      {busy ? BUSY_LABEL : children}
    </Button>
  );
}
