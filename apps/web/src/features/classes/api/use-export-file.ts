import type { ExportFile, ExportFormat } from '@ege/core/classes/class-schemas';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../utils/download-file';

/** Asks the server for a file in a format and hands it to the browser as a download. */
export function useExportFile(load: (format: ExportFormat) => Promise<ExportFile>) {
  return useMutation({ mutationFn: load, onSuccess: downloadFile });
}
