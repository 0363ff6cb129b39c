export type ClassesTable = {
  id: number;
  teacher_id: number;
  /** A list's own name; a group's class copies the group's (the report reads the group's live). */
  name: string;
  /** The group behind a class of kind 'group'; null for a teacher's list. */
  group_id: number | null;
  created_at: Date;
  updated_at: Date;
};
