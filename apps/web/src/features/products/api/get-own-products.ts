import { queryOptions } from '@tanstack/react-query';
import { getOwnProducts } from '@tedarik/contract/products/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { productKeys } from './keys';

/** GET /api/uyeurunlerim: my products, newest first, each with its first image and catalog product. */
export const ownProductsQuery = () =>
  queryOptions({ queryKey: productKeys.ownList(viewer()), queryFn: () => call(getOwnProducts) });
