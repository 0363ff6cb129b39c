export type PetsTable = {
  user_id: number;
  name: string;
  satiety: number;
  satiety_at: Date;
  treats_used: number;
  /** date, as 'YYYY-MM-DD' (written so, read through to_char). */
  played_on: string | null;
  /** date, as 'YYYY-MM-DD'. */
  petted_on: string | null;
  affection: number;
  created_at: Date;
};
