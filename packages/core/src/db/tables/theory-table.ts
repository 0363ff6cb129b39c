export type TheoryTable = {
  id: number;
  task_number: number;
  title: string;
  description: string;
  content: string;
  difficulty: number;
  status: 'draft' | 'published' | 'archived';
  tags: string[];
  author_id: number | null;
  seed_hash: string | null;
  created_at: Date;
  updated_at: Date;
};
