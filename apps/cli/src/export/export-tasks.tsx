/** @jsxRuntime automatic */
import { resolve } from 'node:path';
import { render } from 'ink';
import type { CliApi } from '../api/cli-api';
import type { CliIo, CliOutput } from '../cli-io';
import { ExportProgressBar, ExportSummary } from '../ui/export-views';
import { printElement } from '../ui/print-element';
import { collectTasks, type ExportFilter } from './collect-tasks';
import { exportUnitsOf } from './task-manifest';
import { placeUnits, prepareTarget, writeUnits, type ExportedUnit, type ExportProgress } from './write-export';

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
  const units = placeUnits(exportUnitsOf(tasks));
  const { exported, bytes } = await withProgressBar(io.stderr, (onProgress) => writeUnits(api, options.folder, units, onProgress));
  const byType: Record<string, number> = {};
  for (const unit of units) byType[unit.typeFolder] = (byType[unit.typeFolder] ?? 0) + 1;
  const report: ExportReport = {
    folder: resolve(options.folder),
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
  else printElement(io.stdout, <ExportSummary report={report} />);
  return null;
}

/** A live bar on a terminal's stderr; nothing when stderr is a pipe, a file or a test's buffer. */
async function withProgressBar<T>(stderr: CliOutput, work: (onProgress: (progress: ExportProgress) => void) => Promise<T>): Promise<T> {
  const stream = stderr as Partial<NodeJS.WriteStream>;
  if (stream.isTTY !== true) return work(() => {});
  let instance: ReturnType<typeof render> | undefined;
  const onProgress = (progress: ExportProgress) => {
    const element = <ExportProgressBar progress={{ ...progress }} now={Date.now()} />;
    if (instance) instance.rerender(element);
    else instance = render(element, { stdout: stream as NodeJS.WriteStream, patchConsole: false, exitOnCtrlC: false });
  };
  try {
    return await work(onProgress);
  } finally {
    instance?.clear();
    instance?.unmount();
  }
}
