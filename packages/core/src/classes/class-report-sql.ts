/**
 * The class report's statements (named bindings): every one reads all the class's students at once
 * (:userIds), over the period's instants [:from, :to). Constant so the benchmark's floor sends the same.
 */

/** 'Где застряли' lists at most this many shared wrong answers. */
export const maxSharedWrongAnswers = 10;

/** An answer as compared for 'Где застряли': outer whitespace trimmed (the shown spelling)… */
const shown = `regexp_replace(a.user_answer, '^\\s+|\\s+$', '', 'g')`;

export const classReportSql = {
  /**
   * Each student's first tries per count key (19, 20 and 21 as '19-21'): grouped per task first, then
   * each task's type looked up by its key (OFFSET 0 keeps the planner from a hash join over the whole
   * bank, as learningSql.evidence does).
   */
  cells: `
    WITH firsts AS (
      SELECT a.user_id, a.task_id, count(*) AS tries, count(*) FILTER (WHERE a.is_correct) AS correct, sum(a.solving_time) AS time
      FROM task_attempts a
      WHERE a.user_id = ANY(:userIds::int[]) AND a.attempt_number = 1 AND a.answered_at >= :from AND a.answered_at < :to
      GROUP BY 1, 2)
    SELECT f.user_id, CASE WHEN t.type BETWEEN 19 AND 21 THEN '19-21' ELSE t.type::text END AS type,
      sum(f.tries)::int AS first_tries, sum(f.correct)::int AS first_correct, (sum(f.time)::float8 / sum(f.tries)::float8) AS avg_time_seconds
    FROM firsts f CROSS JOIN LATERAL (SELECT type FROM tasks WHERE tasks.id = f.task_id OFFSET 0) t
    GROUP BY 1, 2`,

  /**
   * Tasks where two or more students gave the same wrong answer (any attempt), compared as …then
   * lower-cased with inner whitespace collapsed; blanks and table answers (no user_answer) skipped.
   * The answer shown is the earliest spelling. Most students first, at most :limit.
   */
  sharedWrongAnswers: `
    WITH wrong AS (
      SELECT a.id, a.task_id, a.user_id, ${shown} AS shown
      FROM task_attempts a
      WHERE a.user_id = ANY(:userIds::int[]) AND NOT a.is_correct AND a.answered_at >= :from AND a.answered_at < :to
        AND a.user_answer IS NOT NULL),
    shared AS (
      SELECT task_id, (array_agg(shown ORDER BY id))[1] AS answer, array_agg(DISTINCT user_id) AS user_ids
      FROM wrong WHERE shown <> ''
      GROUP BY task_id, lower(regexp_replace(shown, '\\s+', ' ', 'g'))
      HAVING count(DISTINCT user_id) >= 2
      ORDER BY count(DISTINCT user_id) DESC, task_id, 2 LIMIT :limit)
    SELECT s.task_id, t.type, s.answer, s.user_ids
    FROM shared s JOIN tasks t ON t.id = s.task_id
    ORDER BY cardinality(s.user_ids) DESC, s.task_id, s.answer`,

  /**
   * Each student's newest assignment from :teacherId, with its progress: a task assignment's tasks
   * solved (a solve row or a correct answer, as homework counts them) and whether any was tried; an
   * exam assignment's rehearsal, started or finished, and its items that earned points.
   */
  homework: `
    WITH picked AS (
      SELECT DISTINCT ON (a.user_id) a.user_id, a.id, a.kind, a.date, a.status, a.exam_closes_at
      FROM homework_assignments a
      WHERE a.user_id = ANY(:userIds::int[]) AND a.issued_by = :teacherId
      ORDER BY a.user_id, a.date DESC, a.id DESC)
    SELECT p.user_id, p.id, p.kind, p.date, p.status, p.exam_closes_at,
      coalesce(h.total, 0)::int AS total, coalesce(h.solved, 0)::int AS solved, coalesce(h.attempted, false) AS attempted,
      r.id IS NOT NULL AS exam_started, r.finished_at IS NOT NULL AS exam_finished,
      (SELECT count(*) FROM jsonb_array_elements(coalesce(r.results->'items', '[]'::jsonb)) i WHERE (i->>'points')::int > 0)::int AS exam_solved
    FROM picked p
    LEFT JOIN exam_rehearsals r ON r.homework_id = p.id
    LEFT JOIN LATERAL (
      SELECT count(*) AS total,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = p.user_id AND s.task_id = ht.task_id)
          OR EXISTS (SELECT 1 FROM task_attempts ta WHERE ta.user_id = p.user_id AND ta.task_id = ht.task_id AND ta.is_correct)) AS solved,
        bool_or(EXISTS (SELECT 1 FROM task_attempts ta WHERE ta.user_id = p.user_id AND ta.task_id = ht.task_id)) AS attempted
      FROM homework_tasks ht WHERE ht.assignment_id = p.id) h ON true`,
} as const;
