// What a mail says, apart from how it looks (decision 0062). A sender writes `{ subject, title, paragraphs, items?,
// action? }`; the text part is derived from it (or given as `body`, today's plain text kept letter for letter), and the
// outbox keeps the structure (`outbox.layout`) for the delivery to render the HTML part with the site's current name
// and the footer of its audience (platform/mail/layout.ts). A mail given as `{ subject, body }` alone still gets an
// HTML part: its text laid out as paragraphs.

/** One entry of a mail's list: a request of a digest, a thread with unread messages. */
export interface MailItem {
  title: string;
  /** short lines under the title (quantity and province, the masked buyer, a count) */
  lines?: string[];
  /** absolute (https://…) or a path of the site ('/talep/…') */
  link?: string;
}

/** The mail's one button. */
export interface MailAction {
  label: string;
  link: string;
}

/** What the HTML part shows, kept in the outbox until delivery. */
export interface MailLayout {
  title: string;
  paragraphs: string[];
  items?: MailItem[];
  /** paragraphs after the list, before the button */
  closing?: string[];
  action?: MailAction;
  /** why the recipient gets it, when not the audience's usual sentence (a contact form's mail to the administrators) */
  reason?: string;
}

/** A mail with a structure: both parts come from it (`body` overrides the derived text part). */
export type MailContent = MailLayout & { subject: string; body?: string };
/** A mail of plain text only: its HTML part is its text laid out as paragraphs. */
export type MailText = { subject: string; body: string; title?: undefined };
export type Mail = MailContent | MailText;

/** A mail as the outbox keeps it: subject, text part, and the structure of its HTML part (null: from the text). */
export interface MailParts {
  subject: string;
  body: string;
  layout: MailLayout | null;
}

/**
 * The text part of a layout: the paragraphs, each item (title, its lines and its link indented under it), the closing
 * paragraphs and the button as 'label: link', blocks apart by a blank line. The title is the subject's business and is left out.
 */
export function textOf(layout: MailLayout, siteUrl = ''): string {
  const blocks = [...layout.paragraphs];
  if (layout.items?.length)
    blocks.push(
      layout.items
        .map((item) =>
          [
            `- ${item.title}`,
            ...(item.lines ?? []).map((l) => `  ${l}`),
            ...(item.link ? [`  ${absolute(item.link, siteUrl)}`] : []),
          ].join('\n'),
        )
        .join('\n'),
    );
  blocks.push(...(layout.closing ?? []));
  if (layout.action) blocks.push(`${layout.action.label}: ${absolute(layout.action.link, siteUrl)}`);
  return blocks.join('\n\n');
}

/** A path of the site made absolute; an absolute link as it is. */
export const absolute = (link: string, siteUrl: string) => (link.startsWith('/') ? `${siteUrl}${link}` : link);

/** Subject, text part and layout of a mail (what `tell` and `sendTo` queue). */
export function mailParts(mail: Mail, siteUrl = ''): MailParts {
  if (mail.title === undefined) return { subject: mail.subject, body: mail.body, layout: null };
  const { subject, body, ...layout } = mail;
  return { subject, body: body ?? textOf(layout, siteUrl), layout };
}

/**
 * A plain text laid out: the subject as the title, the text's blocks (apart by blank lines) as paragraphs. For a
 * mail that came without a structure (the administrator's test mail, a message queued before the layout existed).
 */
export const layoutOfText = (subject: string, body: string): MailLayout => ({
  title: subject,
  paragraphs: body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean),
});
