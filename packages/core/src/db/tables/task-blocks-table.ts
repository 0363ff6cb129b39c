export type TaskBlocksTable = {
  id: number;
  subject: string;
  condition: string;
  difficulty: number;
  solution_document: string | null;
  author_id: number | null;
  seed_key: string | null;
  import_key: string | null;
  import_hash: string | null;
  created_at: Date;
  updated_at: Date;
};
