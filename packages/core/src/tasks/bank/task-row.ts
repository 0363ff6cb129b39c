/** A task as stored, answer included: never sent as it is (see toTaskPayload). */
export type TaskRow = {
  id: number;
  subject: string;
  type: number;
  difficulty: number;
  text: string;
  question: string | null;
  image: string | null;
  solution_document: string | null;
  /** The worked solution ('Разбор'), sanitised HTML; sent only where the answer is. */
  solution: string | null;
  answer_type: 'field' | 'table';
  answer: string | null;
  answer_rows: string[][] | null;
  table_shape: [number, number] | null;
  block_id: number | null;
  block_position: number | null;
  author_id: number | null;
  /** A generated task's generator ("type-05"), version and seed; null, all three, for others. */
  generator: string | null;
  generator_version: number | null;
  generator_seed: string | null;
  created_at: Date;
};

export type AttachmentRow = { id: number; task_id: number; file: string; name: string; position: number };
