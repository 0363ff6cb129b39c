import { maxPointsOf } from '../tasks/scoring/exam-points';

/** Alike answers (same source, first-try flag, difficulty and points) as the mastery estimate reads them. */
export type MasteryEvidence = {
  /** The first answer to a task: what the exam asks for. Later tries say less (see the weights). */
  first_try: boolean;
  /** A task of a finished full exam (a rehearsal or a whole-exam variant), a blank counted as a miss (decision 050). */
  exam: boolean;
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
  /** The chance of full points on the first try; for an untried type, the student's level (what the forecast assumes). */
  probability: number;
  /** Types 26 and 27: the chance of exactly one of the two points; 0 for the others. */
  partial_probability: number;
  attempts_used: number;
  /** Tasks answered for the first time or met in a full exam: what the forecast's "enough data" counts. */
  tasks_answered: number;
  /** Any answer of the last year: an untried type has no estimate of its own (decision 050). */
  tried: boolean;
  /**
   * How unsure the chances are, as the share of one task's points variance that the estimate carries:
   * the larger of the weighted answers' sampling share (sum of squared weights over the squared total,
   * a single exam task dominating) and a Dirichlet posterior's 1 / (total + 1) (an untried type: 1/3).
   * The forecast widens its range by it (decision 050).
   */
  uncertainty: number;
};

/** The weights of decisions 042 and 050; a change here is a change of what "mastery" means on every screen. */
export const masteryModel = {
  halfLifeDays: 30,
  /** Only the last year is read: an answer a year old weighs 2^-12 and changes nothing. */
  horizonDays: 365,
  laterTryWeight: 0.3,
  /** A right answer to a hard task and a miss on an easy one tell more than the reverse. */
  surprisingWeight: 1.5,
  expectedWeight: 0.75,
  /** A full exam's task: the strongest evidence there is, a first try under the exam's conditions. */
  examWeight: 4,
  /** Each type's prior: two pseudo-answers at the student's level. */
  priorAnswers: 2,
  /** The level before any data: four pseudo-answers at 35%. */
  priorProbability: 0.35,
  levelPriorAnswers: 4,
  /** How much one type can say about the level: at most one answer's worth, so a hundred solves of type 1 do not rate type 27. */
  levelWeightPerType: 1,
  /** Of the prior's non-full share for 26 and 27, the part that is one point. */
  priorPartialShare: 0.3,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/** An answer's recency weight: 2^(-age / 30 days); 0 past the horizon (the SQL reads no older answer). */
export function recencyOf(answeredAt: Date, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - answeredAt.getTime()) / dayMs);
  return ageDays > masteryModel.horizonDays ? 0 : 0.5 ** (ageDays / masteryModel.halfLifeDays);
}

type Tally = { full: number; partial: number; total: number; squares: number; attempts: number; tasks: number };

/** A type's weighted answers: each weighs its recency, less when not the first try, more when surprising or from a full exam. */
function tallyOf(type: number, evidence: readonly MasteryEvidence[]): Tally {
  const max = maxPointsOf(type);
  const tally: Tally = { full: 0, partial: 0, total: 0, squares: 0, attempts: 0, tasks: 0 };
  for (const group of evidence) {
    if (group.recency <= 0) continue;
    const weight = group.recency * (group.exam ? masteryModel.examWeight : (group.first_try ? 1 : masteryModel.laterTryWeight) * surpriseOf(group, max));
    tally.attempts += group.count;
    if (group.exam || group.first_try) tally.tasks += group.count;
    tally.total += weight;
    // A group's answers taken as equally weighted (the SQL sums them): the sum of their squares.
    tally.squares += (weight * weight) / group.count;
    if (group.points >= max) tally.full += weight;
    else if (group.points > 0) tally.partial += weight;
  }
  return tally;
}

/**
 * The student's level: the share of points over all tried types, each type counting as at most one
 * answer (a breadth, not a volume), over a prior of four answers at 35%. It is each type's prior, so
 * a student who missed every task of a rehearsal is not credited 35% on each type (decision 050).
 */
export function estimateLevel(evidenceByType: ReadonlyMap<number, readonly MasteryEvidence[]>): number {
  const m = masteryModel;
  let points = m.levelPriorAnswers * m.priorProbability;
  let weight = m.levelPriorAnswers;
  for (const [type, evidence] of evidenceByType) {
    const tally = tallyOf(type, evidence);
    if (tally.total <= 0) continue;
    const say = Math.min(tally.total, m.levelWeightPerType);
    points += (say * (tally.full + tally.partial / 2)) / tally.total;
    weight += say;
  }
  return points / weight;
}

/**
 * The chance to solve a type on the first try (decisions 042, 050): a weighted count of full, partial
 * and missed answers over a prior of two answers at the student's level.
 */
export function estimateMastery(type: number, evidence: readonly MasteryEvidence[], level: number = masteryModel.priorProbability): TypeMastery {
  const m = masteryModel;
  const tally = tallyOf(type, evidence);
  const full = m.priorAnswers * level + tally.full;
  const partial = (maxPointsOf(type) > 1 ? m.priorAnswers * (1 - level) * m.priorPartialShare : 0) + tally.partial;
  const total = m.priorAnswers + tally.total;
  return {
    type,
    probability: full / total,
    partial_probability: partial / total,
    attempts_used: tally.attempts,
    tasks_answered: tally.tasks,
    tried: tally.attempts > 0,
    uncertainty: Math.max(tally.squares / (total * total), 1 / (total + 1)),
  };
}

function surpriseOf(answer: Pick<MasteryEvidence, 'difficulty' | 'points'>, max: number): number {
  if (answer.difficulty === 2 || (answer.points > 0 && answer.points < max)) return 1;
  const solved = answer.points >= max;
  const hard = answer.difficulty >= 3;
  return solved === hard ? masteryModel.surprisingWeight : masteryModel.expectedWeight;
}
