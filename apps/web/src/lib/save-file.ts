/**
 * Saves a file the page holds (a fetched export) under `name`, as a download. A link to the blob is clicked and let
 * go at once: the browser has started the download by then.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // revoked after this task: some browsers read the blob only once the click has been handled
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
