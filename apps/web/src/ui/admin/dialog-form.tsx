import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { SubmitButton } from '../form/contract-form';
import { FormMessage } from '../form/form-message';
import type { ContractFormState } from '../form/use-contract-form';
import { BUSY } from './feedback';

type Props = {
  state: Pick<ContractFormState<Record<string, unknown>>, 'onSubmit' | 'message' | 'closeMessage' | 'busy'>;
  submit: string;
  onCancel: () => void;
  'aria-label': string;
  children: ReactNode;
};

/**
 * The form inside a back-office dialog (catalogue, FAQ, page groups): the one alert, the fields, 'Vazgeç' and the
 * saving button, which shows 'İşleniyor...' while the call runs ('Vazgeç' is hidden then: the answer decides).
 */
export function DialogForm({ state, submit, onCancel, children, ...props }: Props) {
  return (
    <form onSubmit={state.onSubmit} noValidate aria-label={props['aria-label']}>
      <Stack gap="sm">
        <FormMessage message={state.message} onClose={state.closeMessage} />
        {children}
        <Group justify="flex-end" mt="xs">
          {!state.busy && (
            <Button variant="default" onClick={onCancel}>
              Vazgeç
            </Button>
          )}
          <SubmitButton busy={state.busy} busyLabel={BUSY}>
            {submit}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
