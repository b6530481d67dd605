/** Uploaded files are served under /uploads; the server may answer with a bare stored name or a full path. */
export function uploadUrl(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  if (name.startsWith('/') || /^https?:\/\//.test(name)) return name;
  return `/uploads/${name}`;
}
