import { maxPointsOf } from '../tasks/exam-points';

/** One answer, or several alike from the same day (count), as the mastery estimate reads it. */
export type MasteryEvidence = {
  answered_at: Date;
  /** The first answer to a task: what the exam asks for. Later tries say less (see the weights). */
  first_try: boolean;
  /** The task's difficulty, 1 (easy) .. 3 (hard). */
  difficulty: number;
  /** Exam points the answer earned: 0..1, or 0..2 for types 26 and 27 (partial credit). */
  points: number;
  count?: number;
};

/** The chance to earn each number of points on the first try at a type, and how much data stands behind it. */
export type TypeMastery = {
  type: number;
  /** The chance of full points on the first try. */
  probability: number;
  /** Types 26 and 27: the chance of exactly one of the two points; 0 for the others. */
  partial_probability: number;
  attempts_used: number;
};

/** The weights of decision 042; a change here is a change of what "mastery" means on every screen. */
export const masteryModel = {
  halfLifeDays: 30,
  /** Only the last year is read: an answer a year old weighs 2^-12 and changes nothing. */
  horizonDays: 365,
  laterTryWeight: 0.3,
  /** A right answer to a hard task and a miss on an easy one tell more than the reverse. */
  surprisingWeight: 1.5,
  expectedWeight: 0.75,
  /** Pseudo-answers before any data: two of them, a 35% chance (a student who has not tried the type). */
  priorAnswers: 2,
  priorProbability: 0.35,
  /** Of the prior's non-full share for 26 and 27, the part that is one point. */
  priorPartialShare: 0.3,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The chance to solve a type on the first try (decision 042): a weighted count of full, partial and
 * missed answers over a prior, each answer weighing 2^(-age / 30 days), less when it was not the
 * first try at its task, more when its outcome was surprising for the task's difficulty.
 */
export function estimateMastery(type: number, evidence: readonly MasteryEvidence[], now: Date): TypeMastery {
  const max = maxPointsOf(type);
  const m = masteryModel;
  const priorFull = m.priorAnswers * m.priorProbability;
  const priorPartial = max > 1 ? m.priorAnswers * (1 - m.priorProbability) * m.priorPartialShare : 0;
  let full = priorFull;
  let partial = priorPartial;
  let total = m.priorAnswers;
  let attempts_used = 0;
  for (const answer of evidence) {
    const count = answer.count ?? 1;
    const ageDays = Math.max(0, (now.getTime() - answer.answered_at.getTime()) / dayMs);
    if (ageDays > m.horizonDays) continue;
    const weight = count * 0.5 ** (ageDays / m.halfLifeDays) * (answer.first_try ? 1 : m.laterTryWeight) * surpriseOf(answer, max);
    attempts_used += count;
    total += weight;
    if (answer.points >= max) full += weight;
    else if (answer.points > 0) partial += weight;
  }
  return { type, probability: full / total, partial_probability: partial / total, attempts_used };
}

function surpriseOf(answer: MasteryEvidence, max: number): number {
  if (answer.difficulty === 2 || (answer.points > 0 && answer.points < max)) return 1;
  const solved = answer.points >= max;
  const hard = answer.difficulty >= 3;
  return solved === hard ? masteryModel.surprisingWeight : masteryModel.expectedWeight;
}
