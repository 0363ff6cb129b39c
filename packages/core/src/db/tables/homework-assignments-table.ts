export type HomeworkAssignmentsTable = {
  id: number;
  user_id: number;
  issued_by: number | null;
  date: Date;
  created_at: Date;
  updated_at: Date;
  /** When the student completed it (the clock's time); null while not completed by the student. */
  completed_at: Date | null;
  comment: string;
  status: 'in_progress' | 'completed' | 'edited';
  variant_id: number | null;
  kind: 'tasks' | 'exam';
  exam_opens_at: Date | null;
  exam_closes_at: Date | null;
};
