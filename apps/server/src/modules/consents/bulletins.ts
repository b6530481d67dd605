// A bulletin (issue 53 item 2, decision 0071): a promotional mail, told through the one `tell` to every address whose
// latest commercial e-mail consent is a grant — members who ticked it and newsletter subscribers alike, each once.
// Each mail carries a one-click unsubscribe (platform/delivery.ts); a withdrawal stops it even while it waits.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { afterCommit, tell } from '../../platform/notices';

export async function sendBulletin(
  ctx: Pick<AppContext, 'db' | 'events' | 'outbox'>,
  subject: string,
  message: string,
) {
  const told = await tell(ctx.db, {
    to: { addresses: sql`select address from consent_events where channel = 'eposta'` },
    mail: {
      subject,
      title: subject,
      paragraphs: message
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
    },
    promotional: true,
  });
  await afterCommit(ctx, told);
  return told.addressed ?? 0;
}
