import type { Knex } from 'knex';
import { sanitizeSolutionHtml } from '../../content/sanitize-solution-html';
import { sanitizeTaskHtml } from '../../content/sanitize-task-html';
import { answerLayoutOf } from '../checking/answer-layout';
import type { AnswerColumns } from '../checking/read-task-answer';
import type { TaskGeneratorRef } from './import-task-schemas';

export type NewAnswer = { kind: 'field'; value: string } | { kind: 'table'; rows: string[][] };

export type NewTask = {
  subject?: string;
  type: number;
  difficulty: number;
  text: string;
  question?: string | null;
  answer: NewAnswer;
  table_shape?: [number, number] | null;
  image?: string | null;
  solution_document?: string | null;
  /** The worked solution ('Разбор'), HTML; sanitised here. */
  solution?: string | null;
  attachments?: { file: string; name: string }[];
  author_id?: number | null;
  seed_key?: string | null;
} & ImportMark;

/**
 * Whom `ege import` wrote a task (or a block) for: its key among the author's tasks and its content's
 * hash; and, for a generated task, its generator (decision 040; a generated block's questions carry theirs, decision 065).
 */
export type ImportMark = { import_key?: string | null; import_hash?: string | null; generator?: TaskGeneratorRef | null; uid?: string | null };

/** The stored columns of a task's generator: all three or none. */
export function generatorColumnsOf(generator: TaskGeneratorRef | null | undefined) {
  return { generator: generator?.id ?? null, generator_version: generator?.version ?? null, generator_seed: generator?.seed ?? null };
}

export type NewBlock = {
  subject?: string;
  condition: string;
  difficulty: number;
  questions: {
    type: 19 | 20 | 21;
    question: string;
    answer: NewAnswer;
    table_shape?: [number, number] | null;
    solution?: string | null;
    /** A generated block's question: its own generator (type-19, type-20, type-21), version and seed. */
    generator?: TaskGeneratorRef | null;
  }[];
  solution_document?: string | null;
  author_id?: number | null;
  seed_key?: string | null;
} & ImportMark;

/** The stored columns of an answer; a table answer on a field type keeps its own shape. */
function answerColumns(type: number, answer: NewAnswer, shape: [number, number] | null | undefined): AnswerColumns {
  if (answer.kind === 'field') return { answer_type: 'field', answer: answer.value.trim(), answer_rows: null, table_shape: shape ?? null };
  const layout = answerLayoutOf(type, shape);
  const own: [number, number] | null = shape ?? (layout.kind === 'field' ? [answer.rows.length, Math.max(...answer.rows.map((r) => r.length))] : null);
  return { answer_type: 'table', answer: null, answer_rows: JSON.stringify(answer.rows), table_shape: own };
}

async function insertTaskRow(db: Knex, task: NewTask, block?: { id: number; position: number }): Promise<number> {
  const [row] = await db('tasks')
    .insert({
      subject: task.subject ?? 'inf',
      type: task.type,
      difficulty: task.difficulty,
      text: sanitizeTaskHtml(task.text),
      question: task.question ? sanitizeTaskHtml(task.question) : null,
      image: task.image ?? null,
      solution_document: task.solution_document ?? null,
      solution: sanitizeSolutionHtml(task.solution),
      ...answerColumns(task.type, task.answer, task.table_shape),
      block_id: block?.id ?? null,
      block_position: block?.position ?? null,
      author_id: task.author_id ?? null,
      seed_key: task.seed_key ?? null,
      import_key: task.import_key ?? null,
      import_hash: task.import_hash ?? null,
      ...generatorColumnsOf(task.generator),
      // An imported task keeps the uid its folder carries (a bank moved keeps its identities, decision 078).
      ...(task.uid ? { uid: task.uid } : {}),
    })
    .returning('id');
  const id = row!.id;
  if (task.attachments?.length) {
    await db('task_attachments').insert(task.attachments.map((a, position) => ({ task_id: id, file: a.file, name: a.name, position })));
  }
  return id;
}

/** Stores one task; its HTML is sanitised here, whoever the author is. */
export function insertTask(db: Knex, task: NewTask): Promise<number> {
  // One INSERT is atomic by itself; a transaction (a savepoint inside the import's) only for the attachments.
  return task.attachments?.length ? db.transaction((trx) => insertTaskRow(trx, task)) : insertTaskRow(db, task);
}

/** Stores a 19–21 block as its condition plus three linked question tasks. */
export async function insertBlock(db: Knex, block: NewBlock): Promise<{ blockId: number; taskIds: number[] }> {
  return db.transaction(async (trx) => {
    const [row] = await trx('task_blocks')
      .insert({
        subject: block.subject ?? 'inf',
        condition: sanitizeTaskHtml(block.condition),
        difficulty: block.difficulty,
        solution_document: block.solution_document ?? null,
        author_id: block.author_id ?? null,
        seed_key: block.seed_key ?? null,
        import_key: block.import_key ?? null,
        import_hash: block.import_hash ?? null,
        ...(block.uid ? { uid: block.uid } : {}),
      })
      .returning('id');
    const blockId = row!.id;
    const taskIds: number[] = [];
    for (const [position, question] of block.questions.entries()) {
      taskIds.push(
        await insertTaskRow(
          trx,
          {
            subject: block.subject,
            type: question.type,
            difficulty: block.difficulty,
            text: '',
            question: question.question,
            answer: question.answer,
            table_shape: question.table_shape,
            solution: question.solution ?? null,
            author_id: block.author_id,
            seed_key: block.seed_key ? `${block.seed_key}-${question.type}` : null,
            generator: question.generator ?? null,
          },
          { id: blockId, position },
        ),
      );
    }
    return { blockId, taskIds };
  });
}
