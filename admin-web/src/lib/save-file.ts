/** Saves `file` as a download named `name` (the back office's files come with its bearer token, so never from a plain link). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name a Content-Disposition header gives, or `fallback`. */
export function attachmentName(disposition: unknown, fallback: string): string {
  return (typeof disposition === 'string' && /filename="([^"]+)"/.exec(disposition)?.[1]) || fallback;
}

/** Saves `text` as a CSV file the browser downloads under `name`. */
export function saveCsv(text: string, name: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);
}
