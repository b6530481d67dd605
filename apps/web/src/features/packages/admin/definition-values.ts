// A package definition's form values and what the contract checks of them (admin spec §5 "packages").
import { legacyAmount } from '../../../lib/amount';

/** The fields a package definition is added and edited with; amounts as typed ('1.500,50'), numbers as held. */
export type DefinitionValues = {
  baslik: string;
  metin: string;
  sira: number | string;
  fiyat: string;
  ind: string;
  /** 'Aylık teklif hakkı' (issue 50): 0 = unlimited; absent in an old form: unchanged */
  aylikTeklifHakki?: number | string;
};

/**
 * What the contract checks (a blank duration is refused there: 'Sira Numarasi Girin.'): the amounts read the Turkish
 * way ('1.500,50' → '1500.50'), one that cannot be read refused with 'Geçerli bir fiyat girin.'.
 */
export const definitionInput = <V extends DefinitionValues>(values: V) => ({
  ...values,
  fiyat: legacyAmount(values.fiyat),
  ind: legacyAmount(values.ind),
});
