/** @jsxRuntime automatic */
import type { CliApi } from '../api/cli-api';
import type { CliIo } from '../cli-io';
import { ExportSummary } from '../ui/export-views';
import { printElement } from '../ui/print-element';
import { withProgressBar } from '../ui/progress-bar';
import { collectTasks, type ExportFilter } from './collect-tasks';
import { recordExportHashes } from './record-export-hashes';
import { exportUnitsOf, withUniqueKeys } from './task-manifest';
import { placeUnits, prepareTarget, writeUnits, type ExportedUnit } from './write-export';

/** `folder` as the user meant it (resolved against their folder by the command). */
export type ExportOptions = ExportFilter & { folder: string; force: boolean; json: boolean };

/** What `ege export` wrote; --json prints exactly this. */
export type ExportReport = {
  folder: string;
  counts: { tasks: number; blocks: number; files: number; bytes: number };
  /** Folders per type folder ('05': 12, '19-21': 3). */
  by_type: Record<string, number>;
  items: ExportedUnit[];
};

/**
 * `ege export`: the user's tasks (an admin's: all, or --author's) as the folder tree of
 * docs/task-format.md, which `ege import` reads back into the same tasks.
 */
export async function exportTasks(api: CliApi, options: ExportOptions, io: CliIo): Promise<null> {
  await prepareTarget(options.folder, options.force);
  const tasks = await collectTasks(api, options);
  const units = placeUnits(withUniqueKeys(exportUnitsOf(tasks)));
  const { exported, bytes } = await withProgressBar(io.stderr, 'Экспорт', (onProgress) => writeUnits(api, options.folder, units, onProgress));
  await recordExportHashes(api, options.folder, units);
  const byType: Record<string, number> = {};
  for (const unit of units) byType[unit.typeFolder] = (byType[unit.typeFolder] ?? 0) + 1;
  const report: ExportReport = {
    folder: options.folder,
    counts: {
      tasks: exported.filter((u) => u.kind === 'task').length,
      blocks: exported.filter((u) => u.kind === 'block').length,
      files: exported.reduce((sum, u) => sum + u.files, 0),
      bytes,
    },
    by_type: byType,
    items: exported,
  };
  if (options.json) io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else printElement(io.stdout, <ExportSummary report={report} server={api.mode === 'remote' ? api.server : undefined} />);
  return null;
}
