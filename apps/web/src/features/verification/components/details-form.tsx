import { SimpleGrid, TextInput } from '@mantine/core';
import { type MyVerification, zVerificationDetails } from '@tedarik/contract/verification/member';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useSaveDetails } from '../api/verification';

/** The tax and registry numbers; the tax number is checked by its check digits here and on the server. */
export function DetailsForm({ details }: { details: MyVerification['details'] }) {
  const save = useContractForm(zVerificationDetails, useSaveDetails(), {
    initialValues: details ?? { taxNumber: '', taxOffice: '', mersisNumber: '', tradeRegistryNumber: '' },
    onSuccess: (r) => ({ color: 'green', text: r.message }),
  });
  const input = save.form.getInputProps;
  return (
    <ContractForm state={save} submit="Kaydet" messageAt="bottom">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Vergi Kimlik No / T.C. Kimlik No"
          description="Firmalar için 10 haneli VKN, şahıs firmaları için 11 haneli TCKN"
          inputMode="numeric"
          maxLength={20}
          {...input('taxNumber')}
        />
        <TextInput label="Vergi Dairesi" maxLength={100} {...input('taxOffice')} />
        <TextInput
          label="MERSİS No"
          description="16 haneli"
          inputMode="numeric"
          maxLength={30}
          {...input('mersisNumber')}
        />
        <TextInput label="Ticaret Sicil No" maxLength={30} {...input('tradeRegistryNumber')} />
      </SimpleGrid>
    </ContractForm>
  );
}
