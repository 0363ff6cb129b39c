/** What a completion notice reads of the assignment: its student, and the score of the rehearsal it was (kind 'exam'). */
const completionOf = `
  FROM homework_assignments a
  JOIN users s ON s.id = a.user_id
  LEFT JOIN exam_rehearsals r ON r.homework_id = a.id`;

/** The statements of decision 070 as constant SQL; each insert is once by a partial unique index. */
export const completionNoticeSql = {
  /**
   * The just completed assignments whose issuer wants each at once; not one a student issued to
   * himself, not one whose issuer is gone. Bindings: ids.
   */
  selectToNotify: `
    SELECT a.id, a.issued_by, a.date, a.kind, s.username, (r.results->>'test_score')::float8 AS test_score
    ${completionOf}
    JOIN users i ON i.id = a.issued_by
    WHERE a.id = ANY(:ids::int[]) AND a.issued_by <> a.user_id AND i.completion_notify = 'each'`,
  /** notifications_homework_done_once keeps it to one per assignment. Bindings: userIds, messages, homeworkIds (parallel), now. */
  insertHomeworkDone: `
    INSERT INTO notifications (user_id, message, related_homework_id, kind, created_at)
    SELECT x.user_id, x.message, x.homework_id, 'homework_done', :now FROM unnest(:userIds::int[], :messages::text[], :homeworkIds::int[]) AS x(user_id, message, homework_id)
    ON CONFLICT DO NOTHING`,

  /**
   * Per teacher who chose the digest and has none of this day yet: the assignments he issued that
   * students completed in the window, oldest first; one already told at once (the teacher chose the
   * digest later that day) is not told again. Bindings: from, to, day.
   */
  selectDigests: `
    SELECT a.issued_by AS user_id,
      json_agg(json_build_object('username', s.username, 'kind', a.kind, 'test_score', (r.results->>'test_score')::float8) ORDER BY a.completed_at, a.id) AS completions
    ${completionOf}
    JOIN users i ON i.id = a.issued_by AND i.completion_notify = 'digest'
    WHERE a.completed_at >= :from AND a.completed_at < :to AND a.issued_by <> a.user_id
      AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.related_homework_id = a.id AND n.kind = 'homework_done')
      AND NOT EXISTS (SELECT 1 FROM notifications d WHERE d.user_id = a.issued_by AND d.kind = 'digest' AND d.digest_day = :day::date)
    GROUP BY a.issued_by`,
  /** notifications_digest_once keeps it to one per teacher and day, whoever runs it. Bindings: userIds, messages (parallel), day, now. */
  insertDigests: `
    INSERT INTO notifications (user_id, message, kind, digest_day, created_at)
    SELECT x.user_id, x.message, 'digest', :day::date, :now FROM unnest(:userIds::int[], :messages::text[]) AS x(user_id, message)
    ON CONFLICT DO NOTHING
    RETURNING id`,
} as const;
