import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { parseBundledTheory } from '@ege/core/theory/parse-bundled-theory';
import { sanitizeTheoryHtml } from '@ege/core/theory/sanitize-theory-html';
import { parseTheoryPageFolder, theoryPageFolders } from '@ege/core/theory/theory-number';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

const seedLockKey = 2026_1125_02;

async function readPage(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Publishes the bundled theory page of every type that has no theory row yet (a fresh install, or
 * a type added later), so editors start from it. A seeded row nobody has edited follows its bundled
 * page: when a release brings a newer page, the row takes it (seed_hash tells the two apart). Safe to
 * run at every start and from two instances at once.
 */
export async function seedTheory(db: Knex, pagesDir: string): Promise<{ created: number; refreshed: number }> {
  return db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [seedLockKey]);
    let created = 0;
    let refreshed = 0;
    for (const folder of theoryPageFolders) {
      const page = await readPage(join(pagesDir, folder, 'text.html'));
      if (page === undefined) continue;
      const taskNumber = parseTheoryPageFolder(folder)!;
      const hash = createHash('sha256').update(page).digest('hex');
      const parsed = parseBundledTheory(page, folder === blockKey ? 'Задания 19–21' : `Задание ${folder}`);
      const fields = { title: parsed.title, description: parsed.description, content: sanitizeTheoryHtml(parsed.content), seed_hash: hash };
      const rows = (await trx('theory').where({ task_number: taskNumber }).select('id', 'seed_hash')) as { id: number; seed_hash: string | null }[];
      if (rows.length === 0) {
        await trx('theory').insert({ task_number: taskNumber, status: 'published', difficulty: 1, ...fields });
        created++;
        continue;
      }
      const stale = rows.filter((row) => row.seed_hash !== null && row.seed_hash !== hash);
      for (const row of stale) {
        await trx('theory').where({ id: row.id }).update({ ...fields, updated_at: trx.fn.now() });
        refreshed++;
      }
    }
    return { created, refreshed };
  });
}
