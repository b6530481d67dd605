import { Button, type ButtonProps, Stack } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { FormMessage } from './form-message';
import type { ContractFormState } from './use-contract-form';

// Only the few forms that show their messages in a modal load it (it stays out of the chunks of the others).
const FormMessageModal = lazy(() => import('./form-message-modal').then((m) => ({ default: m.FormMessageModal })));

type SubmitProps = ButtonProps & {
  busy: boolean;
  /** shown on the disabled button while the call runs (the back-office's 'Bekleyiniz'); else the button spins */
  busyLabel?: string;
  children: ReactNode;
};

export function SubmitButton({ busy, busyLabel, children, ...props }: SubmitProps) {
  return (
    <Button type="submit" loading={busy && !busyLabel} disabled={busy && Boolean(busyLabel)} {...props}>
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}

type Props = {
  /** the hook's answer (the fields are the children's business) */
  state: Pick<ContractFormState<Record<string, unknown>>, 'onSubmit' | 'message' | 'closeMessage' | 'busy'>;
  /** the submit button's label */
  submit: string;
  busyLabel?: string;
  /** the submit button's own props (fullWidth, style) */
  button?: ButtonProps;
  /** the one alert above the fields (default) or right above the button, or a modal over the page */
  messageAt?: 'top' | 'bottom' | 'modal';
  /** the alert has a close button */
  closable?: boolean;
  /** between the alert and the button (at the bottom) */
  note?: ReactNode;
  maw?: number;
  'aria-label'?: string;
  children: ReactNode;
};

/** A contract form's frame: the fields, the one alert (or modal) of its messages and the submit button, in a column. */
export function ContractForm({ state, submit, busyLabel, button, messageAt = 'top', closable, note, ...props }: Props) {
  const message = <FormMessage message={state.message} onClose={closable ? state.closeMessage : undefined} />;
  return (
    <form onSubmit={state.onSubmit} noValidate aria-label={props['aria-label']}>
      {messageAt === 'modal' && (
        <Suspense fallback={null}>
          <FormMessageModal message={state.message} onClose={state.closeMessage} />
        </Suspense>
      )}
      <Stack gap="sm" maw={props.maw}>
        {messageAt === 'top' && message}
        {props.children}
        {messageAt === 'bottom' && message}
        {note}
        <SubmitButton busy={state.busy} busyLabel={busyLabel} {...button}>
          {submit}
        </SubmitButton>
      </Stack>
    </form>
  );
}
