/** Where a catalog product's search leads: its products at /urunler?s={linq}&id={id} (spec §2 "Search target"). */
export const searchHref = (product: { id: number; linq: string }) =>
  `/urunler?${new URLSearchParams({ s: product.linq, id: String(product.id) })}`;

/** Where Enter in the header search leads: the products of the typed text at /urunler?s={text} (no id). */
export const textSearchHref = (text: string) => `/urunler?${new URLSearchParams({ s: text.trim() })}`;
