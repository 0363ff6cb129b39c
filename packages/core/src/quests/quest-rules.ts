/** The numbers of decision 038, in one place for the services, the tests and the tab. */
export const questRules = {
  dailyTasks: 5,
  weeklyMultiplier: 2,
  /** Map columns (SPEC §9). */
  weeklyColumns: 9,
  dailyColumns: 5,
  /** A student with an answer in this many days before Monday gets the week's quest from the job. */
  activeWithinDays: 30,
  /** Weekly progress thresholds (%) and the experience each pays, once per quest. */
  bonuses: [
    { threshold: 25, experience: 10 },
    { threshold: 50, experience: 20 },
    { threshold: 75, experience: 30 },
    { threshold: 100, experience: 50 },
  ],
} as const;

export const bonusThresholds = questRules.bonuses.map((bonus) => bonus.threshold);
