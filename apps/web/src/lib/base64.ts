/** Base64 of the UTF-8 bytes of `text` (btoa alone throws on 'ş', 'İ' and every other non-Latin-1 letter). */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
