// An order's proforma invoice (issue 50 item 3): its data read here, in the server's thread; the PDF made in a
// worker thread (proforma-worker.ts), one at a time per process, at most two of one reader waiting (decision 0048).
import { KIND_LABELS } from '@tedarik/contract/orders/orders';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { members } from '../../db/schema/members';
import type { AppContext } from '../../platform/context';
import { sendDownload } from '../../platform/download';
import { AppError } from '../../platform/errors';
import { type PoolOptions, ThreadPool, workerEntry } from '../../platform/off-thread';
import { isoDate } from '../../platform/paging';
import { verificationOf } from '../verification/service';
import type { ProformaInput } from './proforma-pdf';
import type { OrderRow } from './rows';
import { activeBankAccounts, invoiceDetailsOf } from './settings';
import { toBankAccount } from './wire';

const BUSY = 'Şu anda çok sayıda belge hazırlanıyor, lütfen biraz sonra tekrar deneyin.';
export const PROFORMA_POOL: PoolOptions = {
  size: 1,
  maxQueue: 32,
  perKey: 2,
  idleMs: 30_000,
  maxHeapMb: 128,
  busyText: BUSY,
  keyBusyText: 'Önceki belgeniz hazırlanıyor, lütfen bekleyin.',
};

/** The pool of a routes plugin, closed with the server. */
export const proformaPool = () =>
  new ThreadPool<ProformaInput, Uint8Array>(workerEntry(import.meta.url, 'proforma-worker'), PROFORMA_POOL);

/** What the proforma of `order` shows. */
export async function proformaOf(ctx: Pick<AppContext, 'db' | 'clock'>, order: OrderRow): Promise<ProformaInput> {
  const [seller, accounts, [buyer], verification] = await Promise.all([
    invoiceDetailsOf(ctx.db),
    activeBankAccounts(ctx.db),
    ctx.db
      .select({
        companyName: members.companyName,
        fullName: members.fullName,
        address: members.address,
        email: members.email,
      })
      .from(members)
      .where(eq(members.id, order.memberId)),
    verificationOf(ctx, order.memberId),
  ]);
  return {
    code: order.code,
    day: isoDate(order.createdAt),
    title: order.title,
    detail:
      order.kind === 'package'
        ? `${KIND_LABELS.package} (${order.months} ay)`
        : `${KIND_LABELS.top_up} (${order.credits} teklif hakkı)`,
    net: order.net,
    kdvRate: order.kdvRate,
    kdv: order.kdv,
    total: order.total,
    seller,
    buyer: {
      name: buyer?.companyName || buyer?.fullName || '',
      address: buyer?.address ?? '',
      taxOffice: verification.details?.taxOffice ?? '',
      taxNumber: verification.details?.taxNumber ?? '',
      email: buyer?.email ?? '',
    },
    bankAccounts: accounts.map(toBankAccount),
  };
}

/** Makes the proforma of `order` in `pool` and sends it as an attachment. */
export async function sendProforma(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  pool: ThreadPool<ProformaInput, Uint8Array>,
  reply: FastifyReply,
  order: OrderRow,
  key: string,
) {
  const input = await proformaOf(ctx, order);
  const bytes = await pool.run(input, key).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 503) reply.header('retry-after', '10');
    throw err;
  });
  return sendDownload(
    reply,
    { name: `proforma-fatura-${order.code}.pdf`, type: 'application/pdf' },
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
}
