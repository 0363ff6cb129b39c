/** A list's students (a group's class has none here: its students are the group's members). */
export type ClassStudentsTable = {
  class_id: number;
  user_id: number;
};
