import type { PetsTable } from '../db/tables/pets-table';

/**
 * The pet's statements. Bindings: userId; ensure also name, satiety, now (the pet appears on its
 * first read, with the student's solves from then on as its treats); progress also since.
 */
const columns = "user_id, name, satiety, satiety_at, treats_used, to_char(played_on, 'YYYY-MM-DD') AS played_on, to_char(petted_on, 'YYYY-MM-DD') AS petted_on, affection, created_at";

export const petSql = {
  /** The pet, created if it is not there yet (the insert's row is not visible to the same statement's SELECT, so one row comes back). */
  ensure: `
    WITH created AS (
      INSERT INTO pets (user_id, name, satiety, satiety_at, created_at) VALUES (:userId, :name, :satiety, :now, :now)
      ON CONFLICT (user_id) DO NOTHING RETURNING *
    )
    SELECT ${columns} FROM created UNION ALL SELECT ${columns} FROM pets WHERE user_id = :userId`,
  /** After an ensure that lost a race: the other request's pet, committed after that statement began. */
  read: `SELECT ${columns} FROM pets WHERE user_id = :userId`,
  lock: `SELECT ${columns} FROM pets WHERE user_id = :userId FOR UPDATE`,
  /** Solves are the ledger's 'solve' rows: a first solve that paid experience (a revealed answer pays none, and gives no treat). */
  progress: `
    SELECT (SELECT count(*) FROM experience_ledger WHERE user_id = :userId AND source_kind = 'solve' AND created_at >= :since)::int AS treats_earned,
           (SELECT max(created_at) FROM experience_ledger WHERE user_id = :userId AND source_kind = 'solve') AS last_solve_at`,
  update: `
    UPDATE pets SET satiety = :satiety, satiety_at = :satietyAt, treats_used = :treatsUsed, played_on = :playedOn, petted_on = :pettedOn, affection = :affection
    WHERE user_id = :userId`,
} as const;

/** played_on and petted_on: Moscow days, 'YYYY-MM-DD'. */
export type PetRow = PetsTable;

export type PetProgress = { treats_earned: number; last_solve_at: Date | null };
