import type { ClassPeriod, ExportFile, ExportFormat } from '@ege/core/classes/class-schemas';
import { trpcClient } from '../../../lib/trpc';

/** The class report of a period as a file (classes.exportReport): what the screen shows, to keep or print. */
export function exportClassReport(id: number, period: ClassPeriod, format: ExportFormat): Promise<ExportFile> {
  return trpcClient.classes.exportReport.query({ id, period, format });
}
