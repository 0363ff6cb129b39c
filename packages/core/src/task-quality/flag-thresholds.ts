/**
 * The thresholds of the flags the numbers raise (decision 076), named once: the job's SQL, the
 * reasons' text and the decision record read these.
 */
export const flagThresholds = {
  /** A strong student: first-try success on the task's type, its other tasks only, at least this… */
  strongSuccess: 0.7,
  /** …over at least this many first tries. */
  strongMinFirstTries: 5,
  /** dominant_wrong: at least this many strong students tried the task (a generator's version: its tasks)… */
  dominantMinStrong: 5,
  /** …and the most common wrong answer is this share of them… */
  dominantShare: 0.5,
  /** …and at least this many of them. */
  dominantMinStudents: 3,
  /** success_outlier: at least this many first tries on the task (a generator's version: on its tasks)… */
  outlierMinFirstTries: 20,
  /** …against a baseline of at least this many first tries on other tasks… */
  outlierMinBaseline: 30,
  /** …and the success is at least this far from the baseline's… */
  outlierMinGap: 0.35,
  /** …by at least this binomial z: |p − p0| / sqrt(p0(1 − p0) / n). */
  outlierMinZ: 3,
} as const;
