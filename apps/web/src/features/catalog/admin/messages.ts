/** COPY.md has no word for a delete's success; the catalogue's screens say this one. */
export const DELETED = 'Silindi.';
