export type TasksTable = {
  id: number;
  subject: string;
  type: number;
  difficulty: number;
  text: string;
  question: string | null;
  image: string | null;
  solution_document: string | null;
  /** The worked solution ('Разбор'), sanitised HTML. */
  solution: string | null;
  answer_type: 'field' | 'table';
  answer: string | null;
  /** jsonb */
  answer_rows: string[][] | null;
  /** smallint[]: rows, columns. */
  table_shape: [number, number] | null;
  block_id: number | null;
  block_position: number | null;
  author_id: number | null;
  seed_key: string | null;
  import_key: string | null;
  import_hash: string | null;
  /** The hash of the folder `ege export` wrote for it, until the next edit (decision 078). */
  export_hash: string | null;
  /** A generated task's generator ("type-05"), version and seed; null, all three, for others. */
  generator: string | null;
  generator_version: number | null;
  generator_seed: string | null;
  /** uuid: the identity an export writes and an import recognises (decision 078). */
  uid: string;
  created_at: Date;
  updated_at: Date;
};
