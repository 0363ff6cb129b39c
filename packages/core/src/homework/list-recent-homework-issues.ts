import type { Knex } from 'knex';
import type { RecentHomeworkIssues } from './homework-preview-schemas';

/**
 * The caller's latest issues of homework, each with its students, for 'Ученики прошлого ДЗ'. One
 * assign call inserts its rows in one statement, so they share created_at: that is what makes an issue.
 */
export async function listRecentHomeworkIssues(db: Knex, issuedBy: number, limit: number): Promise<RecentHomeworkIssues> {
  const { rows } = await db.raw<{ rows: { created_at: Date; comment: string; students: { id: number; username: string }[] }[] }>(
    `SELECT a.created_at,
            (array_agg(a.comment ORDER BY a.id))[1] AS comment,
            json_agg(json_build_object('id', u.id, 'username', u.username) ORDER BY lower(u.username)) AS students
     FROM homework_assignments a
     JOIN users u ON u.id = a.user_id
     WHERE a.issued_by = :issuedBy
     GROUP BY a.created_at
     ORDER BY a.created_at DESC
     LIMIT :limit`,
    { issuedBy, limit },
  );
  return { issues: rows.map((row) => ({ created_at: row.created_at.toISOString(), comment: row.comment, students: row.students })) };
}
