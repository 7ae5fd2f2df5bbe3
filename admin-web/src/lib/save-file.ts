import { apiClient } from './api-client';

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

/**
 * Downloads a file the server makes (GET `path` with `params`, the bearer token sent) and saves it
 * under the name its Content-Disposition gives, else `fallback`.
 */
export async function downloadFile(path: string, params: Record<string, string>, fallback: string): Promise<void> {
  const answer = await apiClient.get<Blob>(path, { params, responseType: 'blob' });
  saveFile(answer.data, attachmentName(answer.headers['content-disposition'], fallback));
}
