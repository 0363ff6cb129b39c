import type { Knex } from 'knex';
import { firstTaskType, lastTaskType } from '../tasks/checking/answer-layout';
import { learningSql } from './learning-sql';
import { estimateLevel, estimateMastery, masteryModel, type MasteryEvidence, type TypeMastery } from './mastery';

const dayMs = 24 * 60 * 60 * 1000;

export type EvidenceRow = MasteryEvidence & { type: number };

/** The bindings of learningSql.evidence, in its order: the last year up to now. */
export function evidenceBindings(userId: number, now: Date): (number | Date)[] {
  const since = new Date(now.getTime() - masteryModel.horizonDays * dayMs);
  const halfLife = masteryModel.halfLifeDays;
  return [userId, since, now, userId, since, now, now, halfLife, userId, since, now, now, halfLife];
}

/** Every type's mastery (1..27) from the evidence rows, each type's prior at the student's level. */
export function toTypeMastery(rows: readonly EvidenceRow[]): TypeMastery[] {
  const byType = new Map<number, EvidenceRow[]>();
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row]);
  const level = estimateLevel(byType);
  return Array.from({ length: lastTaskType - firstTaskType + 1 }, (_, i) => estimateMastery(firstTaskType + i, byType.get(firstTaskType + i) ?? [], level));
}

/** Every type's mastery (1..27) from the student's answers and full exams of the last year. */
export async function loadTypeMastery(db: Knex, userId: number, now: Date): Promise<TypeMastery[]> {
  const { rows } = await db.raw<{ rows: EvidenceRow[] }>(learningSql.evidence, evidenceBindings(userId, now));
  return toTypeMastery(rows);
}
