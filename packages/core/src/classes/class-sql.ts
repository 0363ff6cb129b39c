/**
 * The classes' statements (named bindings), one place so that the benchmark's floor sends the same.
 * Who may read a class (decision 069): a list, its teacher; a group's class, the group's current
 * leader (checked live, so a teacher who handed the group over no longer sees it). :userId is the caller.
 */
const mayRead = `(
  (c.group_id IS NULL AND c.teacher_id = :userId)
  OR (c.group_id IS NOT NULL AND EXISTS (SELECT 1 FROM group_members l WHERE l.group_id = c.group_id AND l.user_id = :userId AND l.is_leader)))`;

/** A class's student ids: a list's rows, or the group's members but its leader (the caller). */
const studentIdsOf = (classId: string) => `
  SELECT s.user_id FROM class_students s WHERE s.class_id = ${classId}
  UNION
  SELECT m.user_id FROM classes gc JOIN group_members m ON m.group_id = gc.group_id
  WHERE gc.id = ${classId} AND m.user_id <> :userId`;

const summaryColumns = `c.id, coalesce(g.name, c.name) AS name, c.group_id,
  (SELECT count(*) FROM (${studentIdsOf('c.id')}) n)::int AS students_count`;

export const classSql = {
  /**
   * The class of each group the caller leads (a user is in one group at most), made or handed over to
   * him with the group's current name. Bindings: userId, now.
   */
  syncGroupClasses: `
    INSERT INTO classes (teacher_id, name, group_id, created_at, updated_at)
    SELECT m.user_id, g.name, g.id, :now, :now
    FROM group_members m JOIN groups g ON g.id = m.group_id
    WHERE m.user_id = :userId AND m.is_leader
    ON CONFLICT (group_id) DO UPDATE SET teacher_id = EXCLUDED.teacher_id, name = EXCLUDED.name, updated_at = EXCLUDED.updated_at
    WHERE classes.teacher_id <> EXCLUDED.teacher_id OR classes.name <> EXCLUDED.name`,
  /** The caller's classes: his group's first, then his lists by name. Bindings: userId. */
  list: `
    SELECT ${summaryColumns}
    FROM classes c LEFT JOIN groups g ON g.id = c.group_id
    WHERE (c.group_id IS NULL AND c.teacher_id = :userId)
       OR c.group_id IN (SELECT l.group_id FROM group_members l WHERE l.user_id = :userId AND l.is_leader)
    ORDER BY c.group_id IS NULL, lower(coalesce(g.name, c.name)), c.id`,
  /** One class the caller may read, else no row. Bindings: userId, classId. */
  readable: `
    SELECT ${summaryColumns}
    FROM classes c LEFT JOIN groups g ON g.id = c.group_id
    WHERE c.id = :classId AND ${mayRead}`,
  /** A class's students by name. Bindings: userId, classId. */
  students: `
    SELECT u.id, u.username FROM users u
    WHERE u.id IN (${studentIdsOf(':classId')})
    ORDER BY lower(u.username), u.id`,
  /** The caller's lists (the limit counts lists only: a group's class comes with the group). Bindings: userId. */
  countLists: 'SELECT count(*)::int AS n FROM classes WHERE teacher_id = :userId AND group_id IS NULL',
  /** Bindings: userId (the teacher). Changes of one teacher's lists run one at a time. */
  lockTeacher: 'SELECT pg_advisory_xact_lock(69, :userId)',
} as const;
