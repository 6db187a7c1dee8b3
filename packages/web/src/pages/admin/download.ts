/**
 * Saves `text` as a file named `filename` in the browser's downloads: a Blob behind a temporary
 * object URL and a link clicked for it (no inline script, as the Content Security Policy wants).
 */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the Blob once the click's download has started: let it before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
