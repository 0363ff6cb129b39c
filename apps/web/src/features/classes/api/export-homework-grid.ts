import type { ExportFile, ExportFormat } from '@ege/core/classes/class-schemas';
import { trpcClient } from '../../../lib/trpc';

/** A homework's per-task grid as a file (homework.exportGrid): the issuing teacher's or an admin's. */
export function exportHomeworkGrid(assignmentId: number, format: ExportFormat): Promise<ExportFile> {
  return trpcClient.homework.exportGrid.query({ assignment_id: assignmentId, format });
}
