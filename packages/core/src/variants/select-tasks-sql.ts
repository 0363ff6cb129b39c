/**
 * Where a walk looks for tasks: one type of the subject, from a random start (`w.start`) up through
 * the (subject, type, id) index, wrapping around to the lowest id; `:userId` NULL welcomes solved ones.
 * A single task is eligible when the user has not solved it: a probe of the task_solves primary key
 * for each task the walk passes. It is a scalar boolean subquery on purpose. As NOT EXISTS the planner
 * makes it an anti-join, and under a LIMIT it likes a merge anti-join that reads task_solves by task_id
 * from the first task of the bank on, everyone's solves (hundreds of milliseconds at 1M tasks), or a
 * hash of all the user's solves; as `(...) IS NULL` it estimates that few tasks pass, prices each walk
 * at hundreds of rows and, over a few hundred walks, buys a JIT compilation. A boolean subquery is
 * planned as the probe it is and counted as passing half the tasks.
 * Type 19 stands for its whole block (every block has one question each of 19, 20 and 21): the block
 * is eligible when it has its three questions and the user has solved none of them.
 */
const singleWalk = (range: string, wrapped: boolean, limit: number) => `
      (SELECT t.id, NULL::int AS block_id, ${wrapped} AS wrapped FROM tasks t
       WHERE t.subject = :subject AND t.type = w.type AND t.id ${range}
         AND (SELECT count(*) = 0 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id)
       ORDER BY t.id LIMIT ${limit})`;
const blockWalk = (range: string, wrapped: boolean, limit: number) => `
      (SELECT t.id, t.block_id, ${wrapped} AS wrapped FROM tasks t
       WHERE t.subject = :subject AND t.type = 19 AND t.id ${range}
         AND (SELECT count(*) = 3 AND count(s.task_id) = 0 FROM tasks q
              LEFT JOIN task_solves s ON s.user_id = :userId AND s.task_id = q.id WHERE q.block_id = t.block_id)
       ORDER BY t.id LIMIT ${limit})`;

/**
 * Every walk's first `limit` eligible tasks: from its start up, then (only when that finds too few:
 * LIMIT over UNION ALL) from the lowest id up to the start.
 */
const picksOf = (limit: number) => `
  picks AS (
    SELECT w.type, single.id, single.block_id, single.wrapped FROM walks AS w
    CROSS JOIN LATERAL (${singleWalk('>= w.start', false, limit)}
      UNION ALL ${singleWalk('< w.start', true, limit)}
      LIMIT ${limit}) AS single
    WHERE w.type <> 19
    UNION ALL
    SELECT w.type, block.id, block.block_id, block.wrapped FROM walks AS w
    CROSS JOIN LATERAL (${blockWalk('>= w.start', false, limit)}
      UNION ALL ${blockWalk('< w.start', true, limit)}
      LIMIT ${limit}) AS block
    WHERE w.type = 19
  )`;

/** The type's id range and a random start in it for every walk (a CTE: random() is drawn once per walk). */
const walksOf = (types: string) => `
  WITH bounds AS (
    SELECT b.type, r.lo, r.hi FROM (SELECT DISTINCT type FROM unnest(${types}) AS type) AS b
    CROSS JOIN LATERAL (SELECT min(id) AS lo, max(id) AS hi FROM tasks WHERE subject = :subject AND type = b.type) AS r
  ),
  walks AS (
    SELECT w.type, b.lo + floor(random() * (b.hi - b.lo + 1))::int AS start
    FROM unnest(${types}) AS w(type) JOIN bounds AS b ON b.type = w.type
    WHERE b.lo IS NOT NULL
  )`;

/** A block's pick brings its three questions in order; a single task is its own row. */
const expanded = (order: string) => `
  SELECT p.type, p.id AS pick, coalesce(q.id, p.id) AS id
  FROM picks AS p LEFT JOIN tasks AS q ON q.block_id = p.block_id
  ORDER BY ${order}, q.block_position`;

/** The most tasks of one type a request may ask for (the input schema's limit): the fill walk's length. */
export const maxCountPerType = 100;

/**
 * The pick of a variant: constant statements, so the benchmark's floor runs the same strings.
 * No ORDER BY random() and no count(*) over a type: every step is a walk of a few index entries
 * (plus the solved tasks skipped on the way, each a probe of the task_solves primary key), whatever
 * the size of the bank. Every LIMIT is a constant and the walks come as an array, so the planner
 * sees the real (small) sizes: an estimate of thousands of rows per walk would buy a nested plan a
 * JIT compilation of most of a second.
 */
export const selectTasksSql = {
  /**
   * One walk per task asked for: `:walks` is an int array with each type repeated as many times as
   * tasks of it are wanted (19 for each block). Each walk takes the first eligible task at or after
   * its own random start, so the picks fall independently over the whole type; two walks may land
   * on the same task, which the caller sees as fewer distinct picks. Bindings: walks, subject, userId.
   * Rows: the walk's type, the picked task (`pick`, a block's question 19) and the ids it brings.
   */
  pick: `${walksOf(':walks::int[]')},${picksOf(1)}${expanded('p.type, p.id')}`,

  /**
   * For the types where pick came out short: one walk per type from a random start, taking up to
   * maxCountPerType eligible tasks in order (wrapping around). It covers the whole type when it has
   * fewer than that, so together with the picks it makes up the count, or else shows exactly how many
   * there are. Bindings: types (int array), subject, userId. Rows as from pick, in walk order.
   */
  fill: `${walksOf(':types::int[]')},${picksOf(maxCountPerType)}${expanded('p.type, p.wrapped, p.id')}`,
} as const;
