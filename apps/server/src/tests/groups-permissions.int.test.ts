import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

const clock = createSettableClock('2026-11-23T09:00:00Z');
let t: TestApp;

const actors = ['guest', 'outsider', 'without', 'with', 'leader'] as const;
type Actor = (typeof actors)[number];
type Person = { client: HttpClient; id: number; name: string };
const people = {} as Record<Actor | 'target' | 'newcomer', Person>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const key of ['outsider', 'without', 'with', 'leader', 'target', 'newcomer'] as const) {
    const name = `matrix_${key}_${process.pid}`;
    const client = await signIn(t, 'student', name);
    people[key] = { client, id: ((await client.request('GET', '/api/users/me/')).json() as { id: number }).id, name };
  }
  people.guest = { client: new HttpClient(t.app), id: 0, name: '' };
});
afterAll(async () => t.close());

type Fixture = { groupId: number; fullRoleId: number; plainRoleId: number; targetMemberId: number; invitationId: number; questId: number | null };
let fixtures = 0;

/**
 * A public group that allows invitations: the leader, a member whose role holds all four rights,
 * one without a role, a target member, the outsider's pending invitation and (unless told) an
 * active quest. Written straight to the tables, so that each cell of the matrix starts fresh.
 */
async function fixture(withQuest: boolean): Promise<Fixture> {
  const db = t.deps.db;
  const now = clock.now();
  const later = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
  const [group] = await db('groups').insert({ name: `Матрица ${++fixtures}`, is_public: true, allow_invites: true, created_at: now }).returning('id');
  const groupId = (group as { id: number }).id;
  const rights = { can_invite: true, can_kick: true, can_manage_roles: true, can_edit_group: true };
  const [full, plain] = (await db('group_roles')
    .insert([
      { group_id: groupId, name: 'Все права', ...rights, created_at: now },
      { group_id: groupId, name: 'Без прав', created_at: now },
    ])
    .returning('id')) as { id: number }[];
  const member = (userId: number, fields: Record<string, unknown> = {}) => ({ group_id: groupId, user_id: userId, joined_at: now, last_activity: now, ...fields });
  const rows = (await db('group_members')
    .insert([member(people.leader.id, { is_leader: true }), member(people.with.id, { role_id: full!.id }), member(people.without.id), member(people.target.id)])
    .returning(['id', 'user_id'])) as { id: number; user_id: number }[];
  const [invitation] = (await db('group_invitations')
    .insert({ group_id: groupId, invited_by: people.leader.id, invited_user_id: people.outsider.id, created_at: now, expires_at: later })
    .returning('id')) as { id: number }[];
  const [quest] = withQuest
    ? ((await db('group_quests')
        .insert({ group_id: groupId, title: 'Цель', description: 'Цель недели', target_experience: 100, experience_reward: 10, created_at: now, expires_at: later })
        .returning('id')) as { id: number }[])
    : [];
  return {
    groupId,
    fullRoleId: full!.id,
    plainRoleId: plain!.id,
    targetMemberId: rows.find((row) => row.user_id === people.target.id)!.id,
    invitationId: invitation!.id,
    questId: quest?.id ?? null,
  };
}

async function snapshot(): Promise<string> {
  const tables = ['groups', 'group_members', 'group_roles', 'group_invitations', 'group_quests'];
  const rows = await Promise.all(tables.map((table) => t.deps.db(table).select('*').orderBy('id')));
  return JSON.stringify(rows);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Call = { name: string; method: Method; path: (f: Fixture) => string; body?: (f: Fixture) => unknown; noQuest?: boolean; expected: Record<Actor, number> };

const all = (status: number) => ({ guest: 401, outsider: status, without: status, with: status, leader: status });
const rightHolders = { guest: 401, outsider: 403, without: 403, with: 200, leader: 200 };
const leaderOnly = { guest: 401, outsider: 403, without: 403, with: 403, leader: 200 };
const members = { guest: 401, outsider: 403, without: 200, with: 200, leader: 200 };
const invitee = { guest: 401, outsider: 200, without: 404, with: 404, leader: 404 };
let names = 0;

const calls: Call[] = [
  { name: 'list', method: 'GET', path: () => '/api/groups/', expected: all(200) },
  { name: 'create', method: 'POST', path: () => '/api/groups/', body: () => ({ name: `Новая ${++names}` }), expected: { guest: 401, outsider: 200, without: 409, with: 409, leader: 409 } },
  { name: 'my_group', method: 'GET', path: () => '/api/groups/my_group/', expected: all(200) },
  { name: 'search', method: 'GET', path: () => '/api/groups/search/?q=Матрица', expected: all(200) },
  { name: 'top', method: 'GET', path: () => '/api/groups/top/', expected: all(200) },
  { name: 'get', method: 'GET', path: (f) => `/api/groups/${f.groupId}/`, expected: all(200) },
  { name: 'update', method: 'PATCH', path: (f) => `/api/groups/${f.groupId}/`, body: () => ({ description: 'Новое описание' }), expected: rightHolders },
  { name: 'delete', method: 'DELETE', path: (f) => `/api/groups/${f.groupId}/`, expected: leaderOnly },
  { name: 'join', method: 'POST', path: (f) => `/api/groups/${f.groupId}/join/`, expected: { guest: 401, outsider: 200, without: 409, with: 409, leader: 409 } },
  { name: 'leave', method: 'POST', path: (f) => `/api/groups/${f.groupId}/leave/`, expected: { guest: 401, outsider: 403, without: 200, with: 200, leader: 409 } },
  { name: 'transfer_leadership', method: 'POST', path: (f) => `/api/groups/${f.groupId}/transfer_leadership/`, body: () => ({ new_leader_id: people.target.id }), expected: leaderOnly },
  { name: 'members', method: 'GET', path: (f) => `/api/groups/${f.groupId}/members/`, expected: all(200) },
  { name: 'kick_member', method: 'POST', path: (f) => `/api/groups/${f.groupId}/member-management/${people.target.id}/kick_member/`, expected: rightHolders },
  { name: 'assign_role', method: 'POST', path: (f) => `/api/groups/${f.groupId}/member-management/${people.target.id}/assign_role/`, body: (f) => ({ role_id: f.plainRoleId }), expected: rightHolders },
  { name: 'create_role', method: 'POST', path: (f) => `/api/groups/${f.groupId}/member-management/create_role/`, body: () => ({ name: 'Наставник', can_invite: true }), expected: rightHolders },
  { name: 'delete_role', method: 'DELETE', path: (f) => `/api/groups/${f.groupId}/member-management/${f.plainRoleId}/delete_role/`, expected: rightHolders },
  { name: 'roles', method: 'GET', path: (f) => `/api/groups/${f.groupId}/roles/`, expected: all(200) },
  { name: 'roles create', method: 'POST', path: (f) => `/api/groups/${f.groupId}/roles/`, body: () => ({ name: 'Наставник', order: 2 }), expected: rightHolders },
  { name: 'roles update', method: 'PUT', path: (f) => `/api/groups/${f.groupId}/roles/${f.plainRoleId}/`, body: () => ({ name: 'Переименована', can_kick: true }), expected: rightHolders },
  { name: 'roles delete', method: 'DELETE', path: (f) => `/api/groups/${f.groupId}/roles/${f.plainRoleId}/`, expected: rightHolders },
  { name: 'assign_to_member', method: 'POST', path: (f) => `/api/groups/${f.groupId}/roles/${f.plainRoleId}/assign_to_member/`, body: (f) => ({ member_id: f.targetMemberId }), expected: rightHolders },
  { name: 'invitations (mine)', method: 'GET', path: () => '/api/groups/invitations/', expected: all(200) },
  { name: 'invitations (received)', method: 'GET', path: () => '/api/groups/invitations/received/', expected: all(200) },
  { name: "invitations (group's)", method: 'GET', path: (f) => `/api/groups/${f.groupId}/invitations/`, expected: members },
  { name: 'invite_user', method: 'POST', path: (f) => `/api/groups/${f.groupId}/invitations/invite_user/`, body: () => ({ invited_user_username: people.newcomer.name }), expected: rightHolders },
  { name: 'accept', method: 'POST', path: (f) => `/api/groups/invitations/${f.invitationId}/accept/`, expected: invitee },
  { name: 'decline', method: 'POST', path: (f) => `/api/groups/invitations/${f.invitationId}/decline/`, expected: invitee },
  { name: 'cancel_invitation', method: 'DELETE', path: (f) => `/api/groups/invitations/${f.invitationId}/cancel_invitation/`, expected: { guest: 401, outsider: 404, without: 403, with: 200, leader: 200 } },
  { name: 'quests', method: 'GET', path: (f) => `/api/groups/${f.groupId}/quests/`, expected: members },
  { name: 'my_group_quests', method: 'GET', path: () => '/api/groups/quests/my_group_quests/', expected: all(200) },
  { name: 'generate_quest', method: 'POST', path: (f) => `/api/groups/${f.groupId}/quests/generate_quest/`, noQuest: true, expected: leaderOnly },
  { name: 'update_progress', method: 'POST', path: (f) => `/api/groups/${f.groupId}/quests/${f.questId}/update_progress/`, expected: members },
  { name: 'abandon_quest', method: 'POST', path: (f) => `/api/groups/${f.groupId}/quests/${f.questId}/abandon_quest/`, expected: leaderOnly },
];

describe('the groups permission matrix', () => {
  it('covers every REST call of the groups router', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/groups/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations).toHaveLength(33);
    expect(calls).toHaveLength(33);
  });

  for (const call of calls) {
    it(`${call.method} ${call.name}: guest, outsider, member without the right, member with it, leader`, async () => {
      const statuses: Partial<Record<Actor, number>> = {};
      for (const actor of actors) {
        const f = await fixture(!call.noQuest);
        const before = await snapshot();
        const body = call.body?.(f);
        const response = await people[actor].client.request(call.method, call.path(f), body === undefined ? {} : { json: body });
        statuses[actor] = response.statusCode;
        if (response.statusCode >= 400) {
          expect((response.json() as { detail: string }).detail, `${actor}: ${response.body}`).toMatch(/[А-Яа-яЁё]/);
          expect(await snapshot(), `${actor} changed something with ${response.statusCode}`).toBe(before);
        }
        await t.deps.db('groups').delete();
      }
      expect(statuses).toEqual(call.expected);
    });
  }
});

describe('ids of another group', () => {
  it('are not found, and another group is out of reach: nothing changes', async () => {
    const mine = await fixture(true);
    const [other] = (await t.deps.db('groups').insert({ name: 'Чужая', is_public: false, created_at: clock.now() }).returning('id')) as { id: number }[];
    const [foreignRole] = (await t.deps.db('group_roles').insert({ group_id: other!.id, name: 'Чужая роль', created_at: clock.now() }).returning('id')) as { id: number }[];
    const [foreignQuest] = (await t.deps.db('group_quests')
      .insert({ group_id: other!.id, title: 'Чужой', description: 'Чужой', target_experience: 50, experience_reward: 10, created_at: clock.now(), expires_at: new Date(clock.now().getTime() + 86_400_000) })
      .returning('id')) as { id: number }[];
    const leader = people.leader.client;
    const before = await snapshot();
    const cases: [Method, string, unknown, number][] = [
      ['PUT', `/api/groups/${mine.groupId}/roles/${foreignRole!.id}/`, { name: 'x' }, 404],
      ['DELETE', `/api/groups/${mine.groupId}/roles/${foreignRole!.id}/`, undefined, 404],
      ['POST', `/api/groups/${mine.groupId}/member-management/${people.target.id}/assign_role/`, { role_id: foreignRole!.id }, 404],
      ['POST', `/api/groups/${mine.groupId}/roles/${foreignRole!.id}/assign_to_member/`, { member_id: mine.targetMemberId }, 404],
      ['POST', `/api/groups/${mine.groupId}/member-management/${people.outsider.id}/kick_member/`, undefined, 404],
      ['POST', `/api/groups/${mine.groupId}/quests/${foreignQuest!.id}/update_progress/`, undefined, 404],
      ['POST', `/api/groups/${mine.groupId}/quests/${foreignQuest!.id}/abandon_quest/`, undefined, 404],
      ['GET', `/api/groups/${other!.id}/`, undefined, 404],
      ['PATCH', `/api/groups/${other!.id}/`, { name: 'Захват' }, 404],
      ['DELETE', `/api/groups/${other!.id}/`, undefined, 404],
      ['GET', '/api/groups/999999/members/', undefined, 404],
      ['POST', '/api/groups/invitations/999999/accept/', undefined, 404],
      ['POST', `/api/groups/${mine.groupId}/member-management/${people.leader.id}/kick_member/`, undefined, 403],
      ['POST', `/api/groups/${mine.groupId}/member-management/${people.leader.id}/assign_role/`, { role_id: mine.plainRoleId }, 403],
    ];
    for (const [method, url, body, status] of cases) {
      const response = await leader.request(method, url, body === undefined ? {} : { json: body });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    }
    const self = await people.with.client.request('POST', `/api/groups/${mine.groupId}/member-management/${people.with.id}/kick_member/`);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ detail: 'Нельзя применить это к себе' });
    expect(await snapshot()).toBe(before);
    await t.deps.db('groups').delete();
  });

  it('gives the same refusals through tRPC', async () => {
    const f = await fixture(true);
    const guest = await people.guest.client.trpcMutation('groups.kickMember', { id: f.groupId, userId: people.target.id });
    expect(guest.statusCode).toBe(401);
    const without = await people.without.client.trpcMutation('groups.kickMember', { id: f.groupId, userId: people.target.id });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ error: { data: { detail: 'Нет права исключать участников' } } });
    const allowed = await people.with.client.trpcMutation('groups.kickMember', { id: f.groupId, userId: people.target.id });
    expect(allowed.statusCode, allowed.body).toBe(200);
    await t.deps.db('groups').delete();
  });

  it('lets a role invite only while the group allows invitations', async () => {
    const f = await fixture(false);
    await t.deps.db('groups').where({ id: f.groupId }).update({ allow_invites: false });
    const body = { json: { invited_user_username: people.newcomer.name } };
    const member = await people.with.client.request('POST', `/api/groups/${f.groupId}/invitations/invite_user/`, body);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ detail: 'В этой группе приглашать может только лидер' });
    expect((await people.leader.client.request('POST', `/api/groups/${f.groupId}/invitations/invite_user/`, body)).statusCode).toBe(200);
    await t.deps.db('groups').delete();
  });
});
