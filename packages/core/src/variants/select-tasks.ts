import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';
import { mergeBlockCounts } from './merge-block-counts';
import { maxCountPerType, selectTasksSql } from './select-tasks-sql';
import { countKeys, countPerTypeMessage, type SelectTasksInput } from './variant-schemas';
import { blockKey } from '../tasks/bank/task-type-catalog';
import { messages } from '../text/messages';
import { generatedSubject } from '../tasks/authoring/store-generated-task';

export const noTypeChosenMessage = messages.noTypeChosen;
export const selectionErrorMessage = messages.selectionError;
const unknownTypeMessage = 'Неизвестный тип задания';
/** In the statements a block is asked for, and picked, as its question 19. */
const blockType = 19;

/** A row of selectTasksSql: the type asked for, the task picked (a block's question 19), an id it brings. */
export type PickRow = { type: number; pick: number; id: number };
/** Per type, the picks so far, each with the ids it brings (a block: its three in order). */
export type Picks = Map<number, Map<number, number[]>>;

/** Adds rows in their order, new picks only and no more per type than wanted. */
export function addPicks(picks: Picks, rows: PickRow[], wanted: ReadonlyMap<number, number>): void {
  const added = new Set<number>();
  for (const row of rows) {
    const ofType = picks.get(row.type) ?? new Map<number, number[]>();
    picks.set(row.type, ofType);
    const ids = ofType.get(row.pick);
    // Two walks that met on one task bring its rows twice.
    if (ids && added.has(row.pick)) {
      if (!ids.includes(row.id)) ids.push(row.id);
    }
    else if (!ids && ofType.size < (wanted.get(row.type) ?? 0)) {
      ofType.set(row.pick, [row.id]);
      added.add(row.pick);
    }
  }
}

/** The types with fewer distinct picks than wanted, in order. */
export function shortTypes(picks: Picks, wanted: ReadonlyMap<number, number>): number[] {
  return [...wanted].filter(([type, count]) => (picks.get(type)?.size ?? 0) < count).map(([type]) => type);
}

/** All ids: by type, within a type by the picked id (a block by its question 19), a block's three in order. */
export function pickedIds(picks: Picks): number[] {
  return [...picks]
    .sort(([a], [b]) => a - b)
    .flatMap(([, ofType]) => [...ofType].sort(([a], [b]) => a - b).flatMap(([, ids]) => ids));
}

/**
 * Stores `count` fresh generated picks of a type and gives each one's ids: a task's own id, a 19–21
 * block's three (asked for as type 19); none for a type with no generator.
 */
export type FillGenerated = (type: number, count: number) => Promise<number[][]>;

/** Fills each short type (the blocks too, whole) with generated tasks, as far as its generator goes. */
async function fillWithGenerated(picks: Picks, wanted: ReadonlyMap<number, number>, fill: FillGenerated): Promise<void> {
  for (const type of shortTypes(picks, wanted)) {
    const ofType = picks.get(type) ?? new Map<number, number[]>();
    picks.set(type, ofType);
    for (const ids of await fill(type, wanted.get(type)! - ofType.size)) if (!ofType.has(ids[0]!)) ofType.set(ids[0]!, ids);
  }
}

export type Shortage = { key: string; needed: number; available: number };

/** 'Ошибка подбора задач: не хватает нерешённых заданий — тип 5: нужно 3, доступно 1; блоки 19-21: нужно 2, доступно 0' */
export function shortageMessage(shortages: Shortage[], excludeSolved: boolean): string {
  const what = excludeSolved ? 'не хватает нерешённых заданий' : 'не хватает заданий в банке';
  const parts = shortages.map(({ key, needed, available }) => `${key === blockKey ? 'блоки 19-21' : `тип ${key}`}: нужно ${needed}, доступно ${available}`);
  return `${selectionErrorMessage}: ${what} — ${parts.join('; ')}`;
}

/**
 * Task ids for counts per type, ordered by type (a block's three in order), each task at most once,
 * picked at random over the whole bank of the subject. '19', '20' and '21' count as '19-21'
 * (mergeBlockCounts), which brings whole blocks. With exclude_solved no task the user has solved is
 * picked, and no block of which the user has solved any one of the three: the variant holds unsolved
 * tasks only. When the bank (or its unsolved part) is short of any type, nothing is picked and the
 * error names every short type with what it has.
 *
 * One statement picks everything (selectTasksSql.pick); a second (fill) runs only for types where
 * two random walks met on the same task or the bank ran short, which in a large bank is rare. With
 * fill_generated (and `fillGenerated` from the caller) a type still short gets fresh generated tasks.
 */
export async function selectTasks(db: Knex, userId: number | null, input: SelectTasksInput, fillGenerated?: FillGenerated): Promise<number[]> {
  const counts = Object.entries(mergeBlockCounts(input.tasks_by_type)).filter(([, count]) => count > 0);
  // The input schema refuses these already; selectTasks is also called with counts from elsewhere.
  const unknown = counts.find(([key]) => !(countKeys as readonly string[]).includes(key));
  if (unknown) throw new AppError('BAD_REQUEST', unknownTypeMessage, { fields: { [`tasks_by_type.${unknown[0]}`]: [unknownTypeMessage] } });
  const badCount = counts.find(([, count]) => !Number.isInteger(count) || count > maxCountPerType);
  if (badCount) throw new AppError('BAD_REQUEST', countPerTypeMessage, { fields: { [`tasks_by_type.${badCount[0]}`]: [countPerTypeMessage] } });
  if (counts.length === 0) throw new AppError('BAD_REQUEST', noTypeChosenMessage, { fields: { tasks_by_type: [noTypeChosenMessage] } });

  const typeOf = (key: string) => (key === blockKey ? blockType : Number(key));
  const wanted = new Map(counts.map(([key, count]) => [typeOf(key), count]));
  const bindings = { subject: input.subject, userId: input.exclude_solved ? userId : null };
  const picks: Picks = new Map();
  const walks = [...wanted].flatMap(([type, count]) => Array.from({ length: count }, () => type));
  addPicks(picks, (await db.raw<{ rows: PickRow[] }>(selectTasksSql.pick, { ...bindings, walks })).rows, wanted);
  const short = shortTypes(picks, wanted);
  if (short.length > 0) addPicks(picks, (await db.raw<{ rows: PickRow[] }>(selectTasksSql.fill, { ...bindings, types: short })).rows, wanted);
  // Generators write tasks of informatics only: another subject's variant is never filled with them.
  if (input.fill_generated && fillGenerated && input.subject === generatedSubject) await fillWithGenerated(picks, wanted, fillGenerated);

  const shortages = counts
    .map(([key, needed]): Shortage => ({ key, needed, available: picks.get(typeOf(key))?.size ?? 0 }))
    .filter((shortage) => shortage.available < shortage.needed)
    .sort((a, b) => typeOf(a.key) - typeOf(b.key));
  if (shortages.length > 0) {
    const fields = Object.fromEntries(shortages.map(({ key, needed, available }) => [`tasks_by_type.${key}`, [`Нужно ${needed}, доступно ${available}`]]));
    throw new AppError('BAD_REQUEST', shortageMessage(shortages, input.exclude_solved), { fields });
  }
  return pickedIds(picks);
}
