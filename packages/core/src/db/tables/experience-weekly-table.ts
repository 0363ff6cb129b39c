export type ExperienceWeeklyTable = {
  user_id: number;
  /** date, as 'YYYY-MM-DD': written so and read through to_char (the driver would make a local-midnight Date). */
  week_start: string;
  points: number;
};
