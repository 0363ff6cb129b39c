import { generatorIdOf } from '@ege/core/generators/generator-id';
import type { GeneratedBlock } from '@ege/core/generators/generate-block';
import type { GeneratedTask } from '@ege/core/generators/generate-task';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';
import { defaultTableShapes } from '@ege/core/tasks/checking/answer-layout';
import { folderNameOf, questionForManifest, safeEntryName, type ExportUnit } from '../export/task-manifest';
import { attachmentsFolder, statementFiles, workedSolutionFiles } from '../import/task-folder';

/** The folder of a generated task under the written root: 05/type-05-<seed>. */
export type GeneratedUnit = ExportUnit & { folder: string };

/**
 * A generated task as the folder `ege import` reads (docs/task-format.md), written by export's writer:
 * task.yaml with the generator's id, version and seed (so `--check` and the bank can rebuild it), the
 * statement, the 'Разбор' and the data files as attachments.
 */
export function generatedUnitOf(task: GeneratedTask): GeneratedUnit {
  const id = generatorIdOf(task.type);
  const key = `${id}-${task.generator.seed}`;
  const typeFolder = String(task.type).padStart(2, '0');
  const manifest: Record<string, unknown> = { key, type: task.type, difficulty: task.difficulty, subject: 'inf' };
  if (task.answer.kind === 'field') manifest.answer = task.answer.value;
  else {
    // The type's own table (17: 1x2, 25: 10x2) takes the rows as they are; another type says its shape.
    const shape = defaultTableShapes[task.type];
    const columns = Math.max(1, ...task.answer.rows.map((row) => row.length));
    if (!shape) {
      manifest.answer_type = 'table';
      manifest.table_shape = `${task.answer.rows.length}x${columns}`;
    }
    manifest.answer = task.answer.rows;
  }
  manifest.generator = { id, version: task.generator.version, seed: task.generator.seed };
  return {
    kind: 'task',
    key,
    typeFolder,
    ids: [],
    manifest,
    statement: { file: statementFiles.task[1], html: task.text },
    solutions: [{ file: workedSolutionFiles.task[''][1], html: task.solution }],
    files: task.files.map((file, index) => ({ path: `${attachmentsFolder}/${safeEntryName(file.name, `file-${index + 1}`)}`, content: file.content })),
    folder: `${typeFolder}/${folderNameOf(key, id)}`,
  };
}


/**
 * A generated 19–21 block as the block folder `ege import` reads (docs/task-format.md, decision 065):
 * task.yaml with the three questions and their answers and question 19's generator (its version and
 * seed rebuild all three), the condition and each question's 'Разбор'.
 */
export function generatedBlockUnitOf(block: GeneratedBlock): GeneratedUnit {
  const key = `${generatorIdOf(19)}-21-${block.generator.seed}`;
  const questions = Object.fromEntries(
    block.questions.map((q) => [String(q.type), { question: questionForManifest(q.question), answer: q.answer.kind === 'field' ? q.answer.value : q.answer.rows }]),
  );
  return {
    kind: 'block',
    key,
    typeFolder: blockKey,
    ids: [],
    manifest: { key, type: blockKey, difficulty: block.difficulty, subject: 'inf', questions, generator: { id: generatorIdOf(19), version: block.generator.version, seed: block.generator.seed } },
    statement: { file: statementFiles.block[1], html: block.condition },
    solutions: block.questions.map((q) => ({ file: workedSolutionFiles.block[String(q.type)]![1]!, html: q.solution })),
    files: [],
    folder: `${blockKey}/${folderNameOf(key, key)}`,
  };
}
