import type { Knex } from 'knex';
import { firstTaskType, lastTaskType } from '../tasks/answer-layout';
import { learningSql } from './learning-sql';
import { estimateMastery, masteryModel, type MasteryEvidence, type TypeMastery } from './mastery';

const dayMs = 24 * 60 * 60 * 1000;

export type EvidenceRow = { type: number; difficulty: number; first_try: boolean; points: number; day: Date; n: number };

/** The bindings of learningSql.evidence: the last year up to now. */
export function evidenceBindings(userId: number, now: Date): [number, Date, Date] {
  return [userId, new Date(now.getTime() - masteryModel.horizonDays * dayMs), now];
}

/** Every type's mastery (1..27) from the evidence rows. */
export function toTypeMastery(rows: readonly EvidenceRow[], now: Date): TypeMastery[] {
  const byType = new Map<number, MasteryEvidence[]>();
  for (const row of rows) {
    const list = byType.get(row.type) ?? [];
    list.push({ answered_at: row.day, first_try: row.first_try, difficulty: row.difficulty, points: row.points, count: row.n });
    byType.set(row.type, list);
  }
  return Array.from({ length: lastTaskType - firstTaskType + 1 }, (_, i) => estimateMastery(firstTaskType + i, byType.get(firstTaskType + i) ?? [], now));
}

/** Every type's mastery (1..27) from the student's answers of the last year. */
export async function loadTypeMastery(db: Knex, userId: number, now: Date): Promise<TypeMastery[]> {
  const { rows } = await db.raw<{ rows: EvidenceRow[] }>(learningSql.evidence, evidenceBindings(userId, now));
  return toTypeMastery(rows, now);
}
