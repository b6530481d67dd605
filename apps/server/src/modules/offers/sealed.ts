// Sealed requests open at their deadline (issue 37 item 5; 'Kapalı Zarf'): once each, whatever the processes, their
// buyers told in the same transaction.
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { afterCommit, type Notice, tell } from '../../platform/notices';

/**
 * Opens the sealed requests whose offer deadline has passed by `now`: each is claimed by the UPDATE … RETURNING that
 * sets its openedAt, so it opens once whatever the processes and runs, and its buyer is told in the same transaction
 * (a notification, and a mail and an SMS as it consented; its open pages refetch the request). Answers what was told
 * (for `afterCommit`) and the buyers, whose answers changed.
 */
export async function openSealedOffers(ctx: Pick<AppContext, 'db' | 'publicUrl'>, now: Date) {
  return ctx.db.transaction(async (tx) => {
    const opened = await rawRows<{ id: number; member_id: number; offer_count: number; product: string }>(
      tx as unknown as Db,
      sql`update requests r set opened_at = ${now.toISOString()}::timestamptz
        from catalog_products cp
        where r.sealed and r.opened_at is null and r.offer_deadline <= ${now.toISOString()}::timestamptz
          and cp.id = r.catalog_product_id
        returning r.id, r.member_id, r.offer_count, cp.name as product`,
    );
    const told = await tell(
      tx,
      ...opened.map((r): Notice => {
        const text = `${r.product} talebinizin kapalı zarf teklifleri açıldı: ${r.offer_count} teklif geldi.`;
        const link = `/account-d-detay-talep-${r.id}`;
        return {
          to: r.member_id,
          bell: { kind: 'offers_opened', text, link, requestId: r.id },
          mail: {
            subject: `Kapalı zarf teklifleri açıldı: ${r.product}`,
            body: `${text}\n\nTeklifleri görmek için: ${ctx.publicUrl}${link}`,
            title: 'Kapalı zarf teklifleri açıldı',
            paragraphs: [text],
            action: { label: 'Teklifleri Gör', link: `${ctx.publicUrl}${link}` },
          },
          sms: `${text} ${ctx.publicUrl}${link}`,
          event: { kind: 'offer', requestId: r.id, change: 'opened' },
        };
      }),
    );
    return { told, buyers: opened.map((r) => r.member_id) };
  });
}

/** The sealed opening as a job (platform/jobs.ts): checked every 50 s; the buyers' cached answers changed. */
export const sealedOpeningJob = (ctx: Pick<AppContext, 'db' | 'cache' | 'events' | 'outbox' | 'publicUrl'>): Job => ({
  name: 'sealed offers opening',
  due: (last, now) => last === null || now.getTime() - last.getTime() >= 50_000,
  run: async (now) => {
    const { told, buyers } = await openSealedOffers(ctx, now);
    if (buyers.length) ctx.cache.changed(buyers.map(tag.member));
    await afterCommit(ctx, told);
  },
});
