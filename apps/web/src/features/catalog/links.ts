/** Where a catalog product's search leads: its products at /urunler?s={linq}&id={id} (spec §2 "Search target"). */
export const searchHref = (product: { id: number; linq: string }) =>
  `/urunler?${new URLSearchParams({ s: product.linq, id: String(product.id) })}`;

/**
 * A list's results for a typed text (issue 51): /urunler?s={text} or /talepler?s={text}, narrowed to a category with its
 * link (/urunler-{link}?s={text}).
 */
export const listSearchHref = (list: '/urunler' | '/talepler', text: string, categoryLink?: string) =>
  `${list}${categoryLink ? `-${categoryLink}` : ''}?${new URLSearchParams({ s: text.trim() })}`;

/** Where Enter in the header search leads: the products of the typed text at /urunler?s={text} (no id). */
export const textSearchHref = (text: string) => listSearchHref('/urunler', text);
