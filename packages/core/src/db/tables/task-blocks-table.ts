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
  /** The hash of the folder `ege export` wrote for it, until the next edit (decision 078). */
  export_hash: string | null;
  /** uuid: the identity an export writes and an import recognises (decision 078). */
  uid: string;
  created_at: Date;
  updated_at: Date;
};
