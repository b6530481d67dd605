// The HTML part of every mail (decision 0062): the layout compiled once from layout.mjml (layout.generated.ts) is
// parsed into a tree at start, and each mail fills it — a walk over a few dozen strings, a few microseconds, so that a
// digest of ten thousand mails costs well under a second of rendering and no mail ever runs MJML. Every value is
// escaped here, and a link is kept only when it is http(s): a request's text or a company's name with `<script>` or
// `&` shows as text.
import { absolute, type MailLayout } from './content';
import { LAYOUT_HTML } from './layout.generated';

/** The site a mail comes from: its name (the settings' title), address and logo (the app's icon: settings/service.ts). */
export interface MailSite {
  name: string;
  /** the public address, without a trailing slash */
  url: string;
  logoUrl?: string;
}

/**
 * Whom a mail is for: a member told under its consent (a notice), an address (a code, a link, a form's mail), or a
 * recipient of a promotional mail under its commercial consent (decision 0071).
 */
export type MailAudience = 'notice' | 'service' | 'promotional';

/** The page where a member changes its notification preferences (the web app's 'Profilim'). */
export const PROFILE_PAGE = '/account-d-detay-tercih';

const REASONS: Record<MailAudience, (site: string) => string> = {
  notice: (site) => `Bu e-postayı ${site} üyeliğinizde e-posta bildirimlerine izin verdiğiniz için aldınız.`,
  service: (site) => `Bu e-posta, ${site} hesabınızla ilgili bir işlem için gönderildi.`,
  promotional: (site) =>
    `Bu e-postayı ${site} ticari elektronik ileti almayı onayladığınız için aldınız; her e-postadaki bağlantıyla tek tıkla ayrılabilirsiniz.`,
};

// ── the template: text, {{slots}} and <!--blocks--> ─────────────────────────────────────────────────────────────
type Node = string | { slot: string } | { block: string; body: Node[] };
/** A block's entries, or a slot's value (already escaped). */
type Data = { [key: string]: string | Data[] | undefined };

const TOKEN = /<!--(\/?)([a-z][a-zA-Z]*)-->|\{\{(\w+)\}\}/g;

function parse(html: string): Node[] {
  const root: Node[] = [];
  const stack: { block: string; body: Node[] }[] = [];
  let body = root;
  let at = 0;
  for (const m of html.matchAll(TOKEN)) {
    if (m.index > at) body.push(html.slice(at, m.index));
    at = m.index + m[0].length;
    if (m[3]) body.push({ slot: m[3] });
    else if (!m[1]) {
      const block = { block: m[2], body: [] as Node[] };
      body.push(block);
      stack.push(block);
      body = block.body;
    } else {
      const open = stack.pop();
      if (open?.block !== m[2]) throw new Error(`mail layout: <!--/${m[2]}--> closes ${open?.block ?? 'nothing'}`);
      body = stack.at(-1)?.body ?? root;
    }
  }
  if (stack.length) throw new Error(`mail layout: <!--${stack[0].block}--> is not closed`);
  body.push(html.slice(at));
  return root;
}

/** Each slot of `nodes` from the nearest entry that has it (an item's `title`, else the mail's). */
function fill(nodes: Node[], scopes: Data[], out: string[]) {
  for (const node of nodes) {
    if (typeof node === 'string') out.push(node);
    else if ('slot' in node) out.push(lookup(scopes, node.slot) as string);
    else
      for (const entry of (lookup(scopes, node.block) as Data[] | undefined) ?? [])
        fill(node.body, [entry, ...scopes], out);
  }
}

function lookup(scopes: Data[], key: string) {
  for (const scope of scopes) if (scope[key] !== undefined) return scope[key];
  return undefined;
}

const TEMPLATE = parse(LAYOUT_HTML);

// ── values ───────────────────────────────────────────────────────────────────────────────────────────────────────
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as HTML: nothing in it is markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
/** A paragraph's line breaks kept. */
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br />');

/** A link for an href: a path of the site made absolute; anything but http(s) (javascript:, data:) is dropped. */
export function safeLink(link: string, siteUrl: string): string | undefined {
  const url = absolute(link.trim(), siteUrl);
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? escapeHtml(url) : undefined;
}

const one = (present: boolean, entry: Data = {}): Data[] => (present ? [entry] : []);

/** The whole HTML document of a mail. */
export function renderMail(site: MailSite, subject: string, layout: MailLayout, audience: MailAudience): string {
  const siteName = escapeHtml(site.name);
  const logo = site.logoUrl ? safeLink(site.logoUrl, site.url) : undefined;
  const action = layout.action && safeLink(layout.action.link, site.url);
  const data: Data = {
    subject: escapeHtml(subject),
    preview: escapeHtml((layout.paragraphs[0] ?? layout.title).slice(0, 140)),
    siteUrl: safeLink(site.url, site.url) ?? '',
    siteName,
    logo: one(logo !== undefined, { src: logo }),
    wordmark: one(logo === undefined),
    title: escapeHtml(layout.title),
    paragraph: layout.paragraphs.map((p) => ({ text: multiline(p) })),
    item: (layout.items ?? []).map((item) => {
      const link = item.link ? safeLink(item.link, site.url) : undefined;
      const title = escapeHtml(item.title);
      return {
        title,
        linked: one(link !== undefined, { link }),
        plain: one(link === undefined),
        line: (item.lines ?? []).map((l) => ({ text: escapeHtml(l) })),
      };
    }),
    closing: (layout.closing ?? []).map((p) => ({ text: multiline(p) })),
    action: one(action !== undefined, { link: action, label: escapeHtml(layout.action?.label ?? '') }),
    reason: escapeHtml(layout.reason ?? REASONS[audience](site.name)),
    profileLink: safeLink(PROFILE_PAGE, site.url) ?? '',
  };
  const out: string[] = [];
  fill(TEMPLATE, [data], out);
  return out.join('');
}
