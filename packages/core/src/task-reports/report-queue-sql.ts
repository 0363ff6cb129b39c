/**
 * The queue of decision 075 as one statement. A target's key: 't<task id>' for a task written by a
 * person, 'g<generator>:<version>' for every task a generator's version made (and for a task flag on
 * one of them). Bindings: status, authorId (null: every target; else his own tasks only, never a
 * generator's), order, limit, offset, reportsPerItem.
 */
const targetKey = (taskId: string, generator: string, version: string) =>
  `CASE WHEN ${generator} IS NULL THEN 't' || ${taskId} ELSE 'g' || ${generator} || ':' || ${version} END`;

const scope = (task: string) => `(:authorId::int IS NULL OR (${task}.author_id = :authorId::int AND ${task}.generator IS NULL))`;

export const reportQueueSql = `
  WITH reports_in AS (
    SELECT r.id, r.task_id, r.created_at, t.type,
      ${targetKey('t.id', 't.generator', 't.generator_version')} AS key,
      CASE WHEN t.generator IS NULL THEN t.id END AS target_task_id, t.generator, t.generator_version
    FROM task_reports r JOIN tasks t ON t.id = r.task_id
    WHERE r.status = :status AND ${scope('t')}
  ),
  open_flags AS (
    SELECT f.id, f.computed_at,
      ${targetKey('f.task_id', 'coalesce(f.generator, t.generator)', 'coalesce(f.generator_version, t.generator_version)')} AS key,
      CASE WHEN coalesce(f.generator, t.generator) IS NULL THEN f.task_id END AS target_task_id,
      coalesce(f.generator, t.generator) AS generator, coalesce(f.generator_version, t.generator_version) AS generator_version
    FROM task_flags f LEFT JOIN tasks t ON t.id = f.task_id
    WHERE f.status = 'open' AND ${scope('t')}
  ),
  targets AS (
    SELECT key, min(target_task_id) AS task_id, min(generator) AS generator, min(generator_version) AS generator_version,
      count(*) FILTER (WHERE is_report)::int AS report_count,
      coalesce(max(at) FILTER (WHERE is_report), max(at)) AS latest_at
    FROM (
      SELECT key, target_task_id, generator, generator_version, true AS is_report, created_at AS at FROM reports_in
      UNION ALL
      SELECT key, target_task_id, generator, generator_version, false, computed_at FROM open_flags WHERE :status = 'open'
    ) AS found
    GROUP BY key
  ),
  page AS (
    SELECT * FROM targets
    ORDER BY CASE WHEN :order = 'most_reported' THEN report_count END DESC NULLS LAST, latest_at DESC, key
    LIMIT :limit OFFSET :offset
  ),
  page_reports AS (
    SELECT ri.* FROM reports_in ri JOIN page USING (key)
  )
  SELECT (SELECT count(*)::int FROM targets) AS total,
    coalesce(json_agg(json_build_object(
      'key', p.key, 'task_id', p.task_id, 'generator', p.generator, 'generator_version', p.generator_version,
      'report_count', p.report_count, 'latest_at', p.latest_at,
      'type', coalesce(t.type, (SELECT min(ri.type) FROM page_reports ri WHERE ri.key = p.key)),
      'text', coalesce(b.condition, t.text), 'author_username', au.username,
      'task_ids', (SELECT coalesce(json_agg(DISTINCT ri.task_id ORDER BY ri.task_id), '[]'::json) FROM page_reports ri WHERE ri.key = p.key),
      'reports', (
        SELECT coalesce(json_agg(json_build_object(
            'id', r.id, 'task_id', r.task_id, 'kind', r.kind, 'text', r.text, 'status', r.status, 'reply', r.reply,
            'created_at', r.created_at, 'handled_at', r.handled_at, 'username', u.username) ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
        FROM (SELECT ri.id FROM page_reports ri WHERE ri.key = p.key ORDER BY ri.created_at DESC, ri.id DESC LIMIT :reportsPerItem) AS newest
          JOIN task_reports r ON r.id = newest.id LEFT JOIN users u ON u.id = r.user_id),
      'flags', (
        SELECT coalesce(json_agg(json_build_object('id', f.id, 'kind', f.kind, 'why', f.why, 'details', f.details, 'computed_at', f.computed_at)
            ORDER BY f.computed_at DESC, f.id), '[]'::json)
        FROM open_flags o JOIN task_flags f ON f.id = o.id WHERE o.key = p.key)
    ) ORDER BY CASE WHEN :order = 'most_reported' THEN p.report_count END DESC NULLS LAST, p.latest_at DESC, p.key), '[]'::json) AS items
  FROM page p
    LEFT JOIN tasks t ON t.id = p.task_id
    LEFT JOIN task_blocks b ON b.id = t.block_id
    LEFT JOIN users au ON au.id = t.author_id`;
