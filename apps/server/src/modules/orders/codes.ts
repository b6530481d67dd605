// An order's reference code, which the member writes in its transfer's description: 'TDK-' and six characters of an
// alphabet without those read alike (contract: CODE_ALPHABET). 25^6 ≈ 244 million codes; a taken one is drawn again.
import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from '@tedarik/contract/orders/orders';

export const newCode = () =>
  `TDK-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
