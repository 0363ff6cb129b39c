export type PracticeCardsTable = {
  user_id: number;
  type: number;
  due: Date;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State. */
  state: number;
  last_review: Date | null;
  /** bigint: the last attempt id replayed into the card. */
  reviewed_through: number;
};
