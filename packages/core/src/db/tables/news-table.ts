export type NewsTable = {
  id: number;
  title: string;
  content: string;
  short_content: string;
  priority: number;
  tags: string[];
  is_published: boolean;
  author_id: number | null;
  date: Date;
  updated_at: Date;
};
