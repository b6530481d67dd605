// Admin-written rich text is sanitised before it is stored and again before it is served (DESIGN §4).
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: sanitize.defaults.allowedTags.concat(['img', 'h1', 'h2', 'span', 'u', 's']),
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    '*': ['style', 'class'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const cleanHtml = (html: string) => sanitize(html, OPTIONS);

/** Plain text of an HTML fragment, cut at a word boundary (list summaries, meta descriptions). */
export function summary(html: string, max = 200): string {
  // block ends become spaces, so paragraphs do not run together
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, (m) => `${m} `);
  const text = sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}
