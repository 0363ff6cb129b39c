import type { ExportFile } from '@ege/core/classes/class-schemas';

/** Saves an exported file (base64 in JSON) through a temporary link, as a download of its own name. */
export function downloadFile(file: ExportFile): void {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const url = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: Chromium reads the URL when the download starts.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
