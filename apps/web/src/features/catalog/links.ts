/** Where a catalog product's search leads: its products at /urunler?s={linq}&id={id} (spec §2 "Search target"). */
export const searchHref = (product: { id: number; linq: string }) =>
  `/urunler?${new URLSearchParams({ s: product.linq, id: String(product.id) })}`;
