const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The text of a sanitised rich text for a table cell or the slider's caption ('<p>Kargo <strong>ücretsiz</strong></p>'
 * → 'Kargo ücretsiz'): tags dropped (block ends become spaces), the entities the sanitiser writes decoded, spaces
 * collapsed.
 */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}
