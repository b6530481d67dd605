import { Group, Stack, Text } from '@mantine/core';
import { PROFILE_MSG, uploadLogo } from '@tedarik/contract/accounts/member';
import { IMAGE_TYPES_TEXT } from '@tedarik/contract/uploads';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { useMemberUser } from '../../../lib/session';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { ImageDrop } from '../../../ui/image-drop';
import { MemberAvatar } from '../../../ui/member-avatar';
import { UploadProgress } from '../../../ui/upload-progress';
import { useUploadLogo } from '../api/upload-logo';

/**
 * My logo (POST /api/uyeprofilGuncelle, multipart file): the current one, a drop area and the upload's progress. The
 * answer is the session user with the new logo, stored at once (the header's avatar changes); a refusal keeps the
 * file for another try.
 */
export function LogoForm() {
  const user = useMemberUser();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useContractForm(uploadLogo.request.body, useUploadLogo(setProgress), {
    initialValues: {},
    input: () => ({ file: file ?? undefined }),
    onSuccess: () => {
      setFile(null);
      setProgress(null);
      return { color: 'green', text: PROFILE_MSG.logoSaved };
    },
    onError: (error) => {
      setProgress(null);
      return { color: 'red', text: errorText(error) };
    },
  });
  if (!user) return null;

  return (
    <ContractForm
      state={upload}
      submit="Kaydet"
      busyLabel={BUSY_LABEL}
      messageAt="bottom"
      closable
      button={{ ...busyLook(upload.busy), style: { alignSelf: 'flex-end' } }}
      note={<UploadProgress fraction={upload.busy ? (progress ?? 0) : null} label="Logo yükleniyor" />}
      aria-label="Logo"
    >
      <Group gap="md" wrap="nowrap" align="center">
        <MemberAvatar user={user} size={96} radius="md" imageProps={{ width: 96, height: 96 }} />
        <Stack gap={2}>
          <Text fw={600}>Mevcut Logo</Text>
          <Text size="sm" c="dimmed">
            {user.logo
              ? 'Yeni bir görsel yüklediğinizde mevcut logonuzun yerini alır.'
              : 'Henüz logo yüklemediniz; yerine firmanızın baş harfleri gösterilir.'}
          </Text>
        </Stack>
      </Group>
      <ImageDrop
        label="Yeni Logo"
        description={IMAGE_TYPES_TEXT}
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          upload.closeMessage();
        }}
        disabled={upload.busy}
      />
    </ContractForm>
  );
}
