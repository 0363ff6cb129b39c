import { sortKeySql } from '../paging/keyset-cursor';

/**
 * The variant statements as constant SQL. The list is benchmarked for a user with hundreds of
 * variants, so it is keyset-paged (decision 020): the page's variants are picked first through the
 * (owner_id, created_at, id) or the public index, and only they get their tasks and the caller's
 * solved count, from a lateral subquery, never from a query per variant.
 */
const pageColumns = `v.id, v.name, v.owner_id, v.is_public, v.is_draft, v.mode, v.show_results_mode, v.source, v.created_at, v.updated_at,
    ${sortKeySql('v.created_at')} AS sort_at`;

/** Newest first, after the cursor (afterAt, afterId); limit rows. */
const afterCursor = '(v.created_at, v.id) < (:afterAt::timestamptz, :afterId::int)';
const newestFirst = 'ORDER BY v.created_at DESC, v.id DESC';
const pageOf = (where: string) => `SELECT ${pageColumns} FROM variants v WHERE ${where} AND ${afterCursor} ${newestFirst} LIMIT :limit`;

/** isHomeworkVariant in SQL: the source, or the names older homework variants were given. */
const isHomework = `(v.source IS NOT DISTINCT FROM 'homework' OR v.name = 'Вариант из ДЗ' OR starts_with(v.name, 'Вариант ДЗ '))`;

/** The page's variants, each with its tasks in order, the caller's solved count and whether they have results. */
const withTasks = (page: string) => `
  SELECT v.*, coalesce(vt.tasks, '[]'::json) AS tasks, vt.solved,
    EXISTS (SELECT 1 FROM variant_sessions s WHERE s.variant_id = v.id AND s.user_id = :userId AND s.results IS NOT NULL) AS has_results
  FROM (${page}) v
  CROSS JOIN LATERAL (
    SELECT json_agg(json_build_array(t.id, t.type, t.table_shape) ORDER BY x.position) AS tasks, count(s.task_id)::int AS solved
    FROM variant_tasks x
    JOIN tasks t ON t.id = x.task_id
    LEFT JOIN task_solves s ON s.user_id = :userId AND s.task_id = x.task_id
    WHERE x.variant_id = v.id
  ) vt
  ${newestFirst}`;

const publicVisible = 'v.is_public AND (NOT v.is_draft OR v.owner_id = :userId)';

const selectVariant = `
  SELECT v.*,
    coalesce((SELECT array_agg(x.task_id ORDER BY x.position) FROM variant_tasks x WHERE x.variant_id = v.id), '{}') AS task_ids,
    s.answers, s.elapsed_seconds, s.current_index, s.updated_at AS session_updated_at, s.finished_at,
    (s.results IS NOT NULL) AS has_results
  FROM variants v LEFT JOIN variant_sessions s ON s.variant_id = v.id AND s.user_id = :userId
  WHERE v.id = :id`;

// Who may see a variant is mayViewVariant's rule; the lists spell the same rule in SQL.
export const variantSql = {
  // Bindings of the lists: userId (NULL for a guest), afterAt, afterId (the cursor), limit.
  /** 'Мои варианты': own, neither public nor homework. */
  listMine: withTasks(pageOf(`v.owner_id = :userId AND NOT v.is_public AND NOT ${isHomework}`)),
  /** 'Варианты ДЗ': own homework variants. */
  listHomework: withTasks(pageOf(`v.owner_id = :userId AND ${isHomework}`)),
  /** Own homework variants no assignment points at any more (deleted, or its tasks drawn anew). */
  listDetachedHomework: withTasks(
    pageOf(`v.owner_id = :userId AND ${isHomework} AND NOT EXISTS (SELECT 1 FROM homework_assignments a WHERE a.variant_id = v.id)`),
  ),
  /** Public variants; a public draft only for its owner. */
  listPublic: withTasks(pageOf(publicVisible)),
  /**
   * Own and public ones: each part read in order through its own index and merged, since one scan
   * under `owner OR public` could not stop after a page.
   */
  listVisible: withTasks(`
    SELECT * FROM (
      (${pageOf('v.owner_id = :userId')})
      UNION ALL
      (${pageOf('v.is_public AND NOT v.is_draft AND v.owner_id IS DISTINCT FROM :userId')})
    ) v ${newestFirst} LIMIT :limit`),

  /** One variant with its task ids in order and the caller's session. Bindings: id, userId. */
  selectVariant,
  /** The same, holding the variant's row to the end of the transaction: edits of one variant queue. */
  selectVariantForUpdate: `${selectVariant} FOR UPDATE OF v`,

  /** The tasks a finish checks, answers included. Bindings: ids. */
  selectFinishTasks: 'SELECT id, type, answer_type, answer, answer_rows, table_shape, block_id FROM tasks WHERE id = ANY(:ids)',

  /** Saves answers and time; a finished session keeps its results. Bindings: variantId, userId, answers, elapsed, index. */
  saveProgress: `
    INSERT INTO variant_sessions (variant_id, user_id, answers, elapsed_seconds, current_index)
    VALUES (:variantId, :userId, :answers, :elapsed, :index)
    ON CONFLICT (variant_id, user_id) DO UPDATE SET answers = excluded.answers, elapsed_seconds = excluded.elapsed_seconds,
      current_index = excluded.current_index, updated_at = now()
    RETURNING answers, elapsed_seconds, current_index, updated_at, finished_at`,

  /** Stores a finish: the answers as checked and the results; updated_at is the finish, so no draft reads as newer. Bindings: variantId, userId, answers, elapsed, finishedAt, results. */
  saveFinish: `
    INSERT INTO variant_sessions (variant_id, user_id, answers, elapsed_seconds, finished_at, results, updated_at)
    VALUES (:variantId, :userId, :answers, :elapsed, :finishedAt, :results, :finishedAt)
    ON CONFLICT (variant_id, user_id) DO UPDATE SET answers = excluded.answers, elapsed_seconds = excluded.elapsed_seconds,
      finished_at = excluded.finished_at, results = excluded.results, updated_at = excluded.finished_at`,

  /**
   * Finishing shows the correct answers, so every task of the variant the user has not solved is
   * marked revealed, as the trainer's reveal does, dated by the clock, with where it was shown (the
   * first place stays). Bindings: userId, ids, now, shownIn ('variant' or 'exam'), variantId (null
   * for an exam rehearsal).
   */
  revealUnsolved: `
    INSERT INTO task_reveals (user_id, task_id, revealed_at, shown_in, variant_id)
    SELECT :userId, t.id, :now::timestamptz, :shownIn, :variantId::int FROM unnest(:ids::int[]) AS t(id)
    WHERE NOT EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id)
    ON CONFLICT (user_id, task_id) DO NOTHING`,

  /** The caller's last results. Bindings: variantId, userId. */
  selectResults: 'SELECT results FROM variant_sessions WHERE variant_id = :variantId AND user_id = :userId AND results IS NOT NULL',
} as const;
