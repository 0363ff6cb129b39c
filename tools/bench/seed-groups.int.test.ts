import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupReadSql } from '@ege/core/groups/group-read-sql';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { seedGroups } from './seed-groups';
import { seedUsers } from './seed-users';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('the benchmark’s groups seed', () => {
  it('makes groups each with one leader, the bench group with its members, and the reads find them; the top reads groups_top', async () => {
    const db = database.db;
    await seedUsers(db, 10_100);
    const seeded = await seedGroups(db, { groups: 10_000, members: 30 });
    expect(seeded).toMatchObject({ groups: 10_000, members: 30, roles: 3, invitations: 12, quests: 8 });

    const { rows: counts } = (await db.raw(
      `SELECT g.id, count(m.id)::int AS members, (count(*) FILTER (WHERE m.is_leader))::int AS leaders
       FROM groups g LEFT JOIN group_members m ON m.group_id = g.id GROUP BY g.id ORDER BY g.id`,
    )) as { rows: { id: number; members: number; leaders: number }[] };
    expect(counts).toHaveLength(10_000);
    expect(counts.every((row) => row.leaders === 1)).toBe(true);
    expect(counts[0]!.members).toBe(30);
    expect(counts.slice(1).every((row) => row.members === 1)).toBe(true);

    // The reader's group and what GET /groups/my_group/ lists of it.
    const { rows: mine } = (await db.raw(groupReadSql.myGroupId, { userId: seeded.reader.id })) as { rows: { group_id: number }[] };
    const groupId = mine[0]!.group_id;
    expect(groupId).toBe(counts[0]!.id);
    const { rows: access } = (await db.raw(groupReadSql.access, { userId: seeded.reader.id, groupId })) as { rows: { member_id: number | null; can_invite: boolean | null }[] };
    expect(access[0]).toMatchObject({ can_invite: true });
    const { rows: members } = (await db.raw(groupReadSql.members, { groupId, weekStart: '2000-01-03' })) as { rows: unknown[] };
    expect(members).toHaveLength(30);
    const { rows: active } = (await db.raw(groupReadSql.lockActiveQuest, { groupId })) as { rows: unknown[] };
    expect(active).toEqual([]);
    const { rows: statuses } = (await db.raw(`SELECT status, count(*)::int AS n FROM group_invitations GROUP BY status ORDER BY status`)) as { rows: { status: string; n: number }[] };
    expect(statuses.map((row) => row.status)).toEqual(['accepted', 'declined', 'expired', 'pending']);

    // The top: the first rows of the groups_top index, not a sort of the 10,000 groups.
    const { rows: top } = (await db.raw(groupReadSql.top, { limit: 20 })) as { rows: { experience_points: number; members_count: number; leader_username: string | null }[] };
    expect(top).toHaveLength(20);
    expect(top.map((row) => row.experience_points)).toEqual([...top.map((row) => row.experience_points)].sort((a, b) => b - a));
    expect(top.every((row) => row.leader_username !== null && row.members_count >= 1)).toBe(true);
    const { rows: plan } = (await db.raw(`EXPLAIN ${groupReadSql.top}`, { limit: 20 })) as { rows: { 'QUERY PLAN': string }[] };
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index (Only )?Scan using groups_top on groups/);
    expect(text).not.toMatch(/Seq Scan on groups/);
  });
});
