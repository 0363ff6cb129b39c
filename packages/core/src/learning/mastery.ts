import { maxPointsOf } from '../tasks/exam-points';

/** Alike answers (same first-try flag, difficulty and points) as the mastery estimate reads them. */
export type MasteryEvidence = {
  /** The first answer to a task: what the exam asks for. Later tries say less (see the weights). */
  first_try: boolean;
  /** The task's difficulty, 1 (easy) .. 3 (hard). */
  difficulty: number;
  /** Exam points the answers earned: 0..1, or 0..2 for types 26 and 27 (partial credit). */
  points: number;
  /** How many answers. */
  count: number;
  /** Their summed recency weights, recencyOf each (the SQL sums the same formula). */
  recency: number;
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

/** An answer's recency weight: 2^(-age / 30 days); 0 past the horizon (the SQL reads no older answer). */
export function recencyOf(answeredAt: Date, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - answeredAt.getTime()) / dayMs);
  return ageDays > masteryModel.horizonDays ? 0 : 0.5 ** (ageDays / masteryModel.halfLifeDays);
}

/**
 * The chance to solve a type on the first try (decision 042): a weighted count of full, partial and
 * missed answers over a prior, each answer weighing its recency, less when it was not the first try
 * at its task, more when its outcome was surprising for the task's difficulty.
 */
export function estimateMastery(type: number, evidence: readonly MasteryEvidence[]): TypeMastery {
  const max = maxPointsOf(type);
  const m = masteryModel;
  let full = m.priorAnswers * m.priorProbability;
  let partial = max > 1 ? m.priorAnswers * (1 - m.priorProbability) * m.priorPartialShare : 0;
  let total = m.priorAnswers;
  let attempts_used = 0;
  for (const group of evidence) {
    if (group.recency <= 0) continue;
    const weight = group.recency * (group.first_try ? 1 : m.laterTryWeight) * surpriseOf(group, max);
    attempts_used += group.count;
    total += weight;
    if (group.points >= max) full += weight;
    else if (group.points > 0) partial += weight;
  }
  return { type, probability: full / total, partial_probability: partial / total, attempts_used };
}

function surpriseOf(answer: Pick<MasteryEvidence, 'difficulty' | 'points'>, max: number): number {
  if (answer.difficulty === 2 || (answer.points > 0 && answer.points < max)) return 1;
  const solved = answer.points >= max;
  const hard = answer.difficulty >= 3;
  return solved === hard ? masteryModel.surprisingWeight : masteryModel.expectedWeight;
}
