export type HomeworkAssignmentsTable = {
  id: number;
  user_id: number;
  issued_by: number | null;
  date: Date;
  created_at: Date;
  updated_at: Date;
  comment: string;
  status: 'in_progress' | 'completed' | 'edited';
  variant_id: number | null;
  kind: 'tasks' | 'exam';
  exam_opens_at: Date | null;
  exam_closes_at: Date | null;
};
