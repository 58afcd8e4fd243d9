import type { DownloadedFile } from './api';

/**
 * Hands a file the API sent to the browser's download (the export calls need the bearer, so a
 * plain link to them would not do).
 */
export function saveFile({ blob, filename }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename || fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Not at once: some browsers start reading the URL only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
