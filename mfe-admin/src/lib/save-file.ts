/**
 * Hands a file fetched with the token to the browser as a download: a plain link cannot send the
 * bearer header, so the body goes through an object URL on a temporary `<a download>`.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the URL only after the click's handler returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
