import { Checkbox, PasswordInput, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

type Props = {
  label: string;
  /** a password is stored (gsifreVar / sifreVar) */
  stored: boolean;
  /** the form's props of the password field */
  password: GetInputPropsReturnType;
  /** the form's checkbox props of 'remove the stored password' (gsifreSil / sifreSil) */
  remove: GetInputPropsReturnType;
};

/**
 * A password the server keeps sealed and never sends back (decision 0013): the field is empty and says whether one
 * is stored; left empty it keeps that one, a new one replaces it, and 'Kayıtlı şifreyi sil' removes it.
 */
export function StoredPasswordField({ label, stored, password, remove }: Props) {
  const removing = stored && Boolean(remove.checked);
  return (
    <Stack gap={6}>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        placeholder={stored ? 'Kayıtlı şifre var' : 'Kayıtlı şifre yok'}
        description={
          stored
            ? 'Kayıtlı şifre var. Boş bırakırsanız korunur; yeni bir şifre girerseniz değiştirilir.'
            : 'Kayıtlı şifre yok.'
        }
        disabled={removing}
        {...password}
      />
      {stored && <Checkbox label="Kayıtlı şifreyi sil" {...remove} />}
    </Stack>
  );
}
