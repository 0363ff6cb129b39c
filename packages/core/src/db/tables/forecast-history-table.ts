export type ForecastHistoryTable = {
  user_id: number;
  /** date, as 'YYYY-MM-DD' (written so, read through to_char). */
  day: string;
  expected_test_score: number;
  p10: number;
  p90: number;
};
