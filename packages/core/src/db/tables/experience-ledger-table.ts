export type ExperienceLedgerTable = {
  /** bigint, read as a number (db/src/open-database.ts). */
  id: number;
  user_id: number;
  amount: number;
  source_kind: string;
  source_id: string;
  created_at: Date;
};
