/**
 * The top's statements (decision 034), one per period, constant so that the benchmark's floor sends
 * the same: the first :limit rows of an index (users_experience_top for all time,
 * experience_weekly_top for the week), ranked among themselves (a prefix of the order, so rank()
 * there is the place among all users), then the caller's own row when it is not among them, placed
 * by counting the users above it down the same index (an index-only range scan, never a sort).
 * Users with no points in the period are not listed; the caller's place is still counted. Only the
 * listed rows count their achievements (a probe of user_achievements' primary key each).
 * It is the students' top (decision 051): staff (every role but student: teachers, authors,
 * moderators, admins, the generator's account) are neither listed nor counted above anyone; the
 * place subtracts the staff above from all above, each count a range of its own index.
 * Bindings: userId, limit, and weekStart (a Moscow Monday) for the week.
 */
const placedAndJoined = (count: string) => `
  placed AS (
    SELECT id, points, (rank() OVER (ORDER BY points DESC))::int AS place, false AS outside FROM top
    UNION ALL
    SELECT me.id, me.points, (1 + (${count}))::int, true FROM me WHERE NOT EXISTS (SELECT 1 FROM top WHERE top.id = me.id)
  )
  SELECT p.id, p.points, p.place, p.outside, u.username, u.avatar, u.experience_points,
         (SELECT count(*) FROM user_achievements a WHERE a.user_id = p.id)::int AS achievements_count
  FROM placed p JOIN users u ON u.id = p.id
  ORDER BY p.outside, p.points DESC, p.id`;

const staff = `role <> 'student'`;

export const topSql = {
  all: `
    WITH top AS (
      SELECT id, experience_points AS points FROM users WHERE experience_points > 0 AND role = 'student'
      ORDER BY experience_points DESC, id LIMIT :limit
    ), me AS (
      SELECT id, experience_points AS points FROM users WHERE id = :userId
    ),${placedAndJoined(`(SELECT count(*) FROM users o WHERE o.experience_points > me.points)
      - (SELECT count(*) FROM users o WHERE ${staff} AND o.experience_points > me.points)`)}`,
  week: `
    WITH top AS (
      SELECT user_id AS id, points FROM experience_weekly WHERE week_start = :weekStart AND points > 0
        AND user_id NOT IN (SELECT id FROM users WHERE ${staff})
      ORDER BY points DESC, user_id LIMIT :limit
    ), me AS (
      SELECT u.id, coalesce(w.points, 0) AS points
      FROM users u LEFT JOIN experience_weekly w ON w.week_start = :weekStart AND w.user_id = u.id
      WHERE u.id = :userId
    ),${placedAndJoined(`(SELECT count(*) FROM experience_weekly o WHERE o.week_start = :weekStart AND o.points > me.points)
      - (SELECT count(*) FROM users s JOIN experience_weekly o ON o.week_start = :weekStart AND o.user_id = s.id
         WHERE s.${staff} AND o.points > me.points)`)}`,
} as const;

export type TopRow = {
  id: number;
  points: number;
  place: number;
  /** The caller's own row, not among the listed ones. */
  outside: boolean;
  username: string;
  avatar: string | null;
  experience_points: number;
  achievements_count: number;
};
