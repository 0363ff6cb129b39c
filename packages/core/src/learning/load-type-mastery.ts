import type { Knex } from 'knex';
import { firstTaskType, lastTaskType } from '../tasks/answer-layout';
import { learningSql } from './learning-sql';
import { estimateMastery, masteryModel, type MasteryEvidence, type TypeMastery } from './mastery';

const dayMs = 24 * 60 * 60 * 1000;

export type EvidenceRow = MasteryEvidence & { type: number };

/** The bindings of learningSql.evidence: the last year up to now. */
export function evidenceBindings(userId: number, now: Date): [Date, number, number, Date, Date] {
  return [now, masteryModel.halfLifeDays, userId, new Date(now.getTime() - masteryModel.horizonDays * dayMs), now];
}

/** Every type's mastery (1..27) from the evidence rows. */
export function toTypeMastery(rows: readonly EvidenceRow[]): TypeMastery[] {
  const byType = new Map<number, EvidenceRow[]>();
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row]);
  return Array.from({ length: lastTaskType - firstTaskType + 1 }, (_, i) => estimateMastery(firstTaskType + i, byType.get(firstTaskType + i) ?? []));
}

/** Every type's mastery (1..27) from the student's answers of the last year. */
export async function loadTypeMastery(db: Knex, userId: number, now: Date): Promise<TypeMastery[]> {
  const { rows } = await db.raw<{ rows: EvidenceRow[] }>(learningSql.evidence, evidenceBindings(userId, now));
  return toTypeMastery(rows);
}
