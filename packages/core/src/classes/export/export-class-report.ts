import type { z } from '../../validation/z';
import type { CoreDeps } from '../../context/core-deps';
import type { AuthUser } from '../../identity/auth-user';
import type { ExportFile, classExportInput } from '../class-schemas';
import { getClassReport } from '../get-class-report';
import { classReportTables } from './class-report-tables';
import { fileNameSlug, toExportFile } from './to-export-file';

/**
 * The class screen as a file (issue 29 §3): the report the screen shows, with its rights (another
 * teacher's class is 404), written as CSV or XLSX (decision 071). 'Класс 9А' over 30 days is
 * klass-9a-30-dney.xlsx.
 */
export async function exportClassReport(deps: CoreDeps, user: AuthUser, input: z.output<typeof classExportInput>): Promise<ExportFile> {
  const report = await getClassReport(deps, user, { id: input.id, period: input.period });
  const stem = `klass-${fileNameSlug(report.class.name, String(report.class.id))}-${report.period}-dney`;
  return toExportFile(classReportTables(report), input.format, stem);
}
