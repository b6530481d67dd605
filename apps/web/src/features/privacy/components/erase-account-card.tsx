import { Alert, Button, Group, List, Modal, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ERASE_CONFIRM_WORD, type EraseAccount, zEraseAccount } from '@tedarik/contract/privacy/member';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { validate } from '../../../lib/validate';
import { useEraseAccount } from '../api/erase-account';

/**
 * 'Hesabımı Sil' (KVKK md. 7, issue 53 item 4): what goes and what stays, the password and the typed confirmation
 * word, then COPY.md's confirmation ('Hesabınız silinsin mi?' with a red 'Sil' and 'Vazgeç'). On success the member
 * is logged out and sent to the home page with a notice; nothing can bring the account back.
 */
export function EraseAccountCard() {
  const erase = useEraseAccount();
  const form = useForm({ initialValues: { password: '', confirm: '' } });
  const [checked, setChecked] = useState<EraseAccount | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = form.onSubmit((values) => {
    const result = validate(zEraseAccount, values);
    setError(result.ok ? null : result.message);
    if (result.ok) setChecked(result.data);
  });
  const confirm = () => {
    if (!checked) return;
    erase.mutate(checked, {
      onError: (failure) => {
        setChecked(null);
        setError(errorText(failure));
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="hesabimi-sil">
      <Stack gap="sm">
        <Title order={3} size="h4" id="hesabimi-sil" c="red.8">
          Hesabımı Sil
        </Title>
        <Text size="sm">Hesabınız silindiğinde bu işlem geri alınamaz:</Text>
        <List size="sm" spacing={4}>
          <List.Item>
            Oturumlarınız hemen kapanır; adınız, firma adınız, telefonlarınız, e-posta ve adresleriniz, web siteniz,
            logonuz ve IP adresleriniz silinir; yüklediğiniz dosyalar ve ürünleriniz kaldırılır.
          </List.Item>
          <List.Item>
            Diğer üyelerin kayıtları için gereken talepleriniz, teklifleriniz, değerlendirmeleriniz ve mesajlarınız
            “Silinmiş Üye” adıyla kalır; içlerindeki iletişim bilgileri kalıcı olarak gizlenir.
          </List.Item>
          <List.Item>Aynı e-posta adresiyle daha sonra yeniden üye olabilirsiniz.</List.Item>
        </List>
        <form onSubmit={ask} noValidate>
          <Stack gap="sm" maw={420}>
            <PasswordInput label="Şifre" autoComplete="current-password" {...form.getInputProps('password')} />
            <TextInput
              label="Onay"
              description={`Onaylamak için ${ERASE_CONFIRM_WORD} yazın.`}
              autoComplete="off"
              {...form.getInputProps('confirm')}
            />
            {error && (
              <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
                {error}
              </Alert>
            )}
            <Group>
              <Button type="submit" color="red">
                Hesabımı Sil
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <Modal
        opened={checked !== null}
        onClose={() => !erase.isPending && setChecked(null)}
        title="Hesabımı Sil"
        centered
        closeButtonProps={{ 'aria-label': 'Kapat' }}
      >
        <Text>Hesabınız silinsin mi?</Text>
        <Text size="sm" c="dimmed" mt="xs">
          Bu işlem geri alınamaz.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" disabled={erase.isPending} onClick={() => setChecked(null)}>
            Vazgeç
          </Button>
          <Button color="red" loading={erase.isPending} onClick={confirm}>
            Sil
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
