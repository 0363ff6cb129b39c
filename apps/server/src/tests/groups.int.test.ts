import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { awardExperience } from '@ege/core/experience/award-experience';
import type { GroupDetail, GroupInvitation, GroupMember, GroupQuest } from '@ege/core/groups/group-schemas';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Monday 2026-11-23, 12:00 in Moscow.
const clock = createSettableClock('2026-11-23T09:00:00Z');
let t: TestApp;
let taskIds: number[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  taskIds = await Promise.all([1, 2, 3].map((i) => insertTask(t.deps.db, { type: 1, difficulty: 1, text: `<p>Группа ${i}</p>`, answer: { kind: 'field', value: '7' } })));
});
afterAll(async () => t.close());

type Person = { client: HttpClient; id: number; name: string };
let people = 0;
async function person(): Promise<Person> {
  const name = `groups_${process.pid}_${++people}`;
  const client = await signIn(t, 'student', name);
  const me = (await client.request('GET', '/api/users/me/')).json() as { id: number };
  return { client, id: me.id, name };
}

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> {
  const done = await response;
  expect(done.statusCode, done.body).toBe(status);
  return done.json() as T;
}
async function refused(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status: number, detail?: string): Promise<void> {
  const done = await response;
  expect(done.statusCode, done.body).toBe(status);
  if (detail) expect((done.json() as { detail: string }).detail).toBe(detail);
}

let groups = 0;
const createGroup = (who: Person, fields: Record<string, unknown> = {}) =>
  ok<GroupDetail>(who.client.request('POST', '/api/groups/', { json: { name: `Команда ${process.pid}-${++groups}`, ...fields } }));
const invite = (who: Person, groupId: number, name: string) => who.client.request('POST', `/api/groups/${groupId}/invitations/invite_user/`, { json: { invited_user_username: name } });
const myGroup = async (who: Person) => (await ok<{ group: GroupDetail | null }>(who.client.request('GET', '/api/groups/my_group/'))).group;
const give = (userId: number, amount: number, source: string) => t.deps.db.transaction((trx) => awardExperience(trx, { userId, amount, sourceKind: 'solve', sourceId: source, at: clock.now() }));

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('a group', () => {
  it('is created by form-data with an avatar checked by content, its name required and unique', async () => {
    const leader = await person();
    await refused(leader.client.request('POST', '/api/groups/', { json: { name: '   ' } }), 400, 'Название группы обязательно');
    const form = new FormData();
    form.append('name', `Аватарки ${process.pid}`);
    form.append('description', 'Решаем вместе');
    form.append('is_public', 'false');
    form.append('allow_invites', 'true');
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'g.png');
    const group = await ok<GroupDetail>(leader.client.request('POST', '/api/groups/', { payload: form }));
    expect(group).toMatchObject({ name: `Аватарки ${process.pid}`, description: 'Решаем вместе', is_public: false, allow_invites: true, level: 1, members_count: 1, experience_points: 0, experience_for_next_level: 500, progress_percentage: 0, leader_username: leader.name });
    expect(group.avatar).toMatch(/^\/media\/group-avatars\/.+\.png$/);
    expect(group.my_permissions).toEqual({ is_leader: true, can_invite: true, can_kick: true, can_manage_roles: true, can_edit_group: true, can_manage_quests: true });
    expect((await t.app.inject({ method: 'GET', url: group.avatar! })).statusCode).toBe(200);

    const other = await person();
    await refused(other.client.request('POST', '/api/groups/', { json: { name: `аватарки ${process.pid}` } }), 409, 'Группа с таким названием уже существует');
    const notImage = new FormData();
    notImage.append('name', `Не картинка ${process.pid}`);
    notImage.append('avatar', new Blob([Buffer.from('MZ not an image')], { type: 'image/png' }), 'x.png');
    await refused(other.client.request('POST', '/api/groups/', { payload: notImage }), 400, 'Пожалуйста, выберите изображение');
    expect(await myGroup(other)).toBeNull();
    // A private group is not told to an outsider.
    await refused(other.client.request('GET', `/api/groups/${group.id}/`), 404, 'Группа не найдена');
    await refused(other.client.request('POST', `/api/groups/${group.id}/join/`), 404);
    await refused(leader.client.request('POST', '/api/groups/', { json: { name: `Вторая ${process.pid}` } }), 409, 'Вы уже состоите в группе: сначала выйдите из неё');
  });

  it('invites by name: received in the empty state, notified, accepted; members leader first', async () => {
    const leader = await person();
    const friend = await person();
    const group = await createGroup(leader, { is_public: false });
    await refused(invite(leader, group.id, '  '), 400, 'Введите имя пользователя');
    await refused(invite(leader, group.id, 'nobody_here_at_all'), 404, 'Пользователь не найден');
    await refused(invite(leader, group.id, leader.name), 409, 'Пользователь уже состоит в этой группе');
    const invitation = await ok<GroupInvitation>(invite(leader, group.id, ` ${friend.name.toUpperCase()} `));
    expect(invitation).toMatchObject({ group: group.id, group_name: group.name, invited_by_username: leader.name, invited_user_username: friend.name, status: 'pending', responded_at: null });
    expect(new Date(invitation.expires_at).getTime() - new Date(invitation.created_at).getTime()).toBe(7 * 24 * 3600 * 1000);
    await refused(invite(leader, group.id, friend.name), 409, 'Пользователь уже приглашён в эту группу');

    expect(await ok<GroupInvitation[]>(friend.client.request('GET', '/api/groups/invitations/received/'))).toEqual([invitation]);
    const notifications = await ok<{ notifications: { message: string }[] }>(friend.client.request('GET', '/api/users/notifications/'));
    expect(notifications.notifications.map((n) => n.message)).toContain(`${leader.name} приглашает вас в группу «${group.name}»`);

    clock.advance(60_000);
    const accepted = await ok<GroupInvitation>(friend.client.request('POST', `/api/groups/invitations/${invitation.id}/accept/`));
    expect(accepted.status).toBe('accepted');
    expect(await ok<GroupInvitation[]>(friend.client.request('GET', '/api/groups/invitations/received/'))).toEqual([]);
    const members = await ok<GroupMember[]>(friend.client.request('GET', `/api/groups/${group.id}/members/`));
    expect(members.map((m) => [m.user_username, m.is_leader])).toEqual([[leader.name, true], [friend.name, false]]);
    const mine = (await myGroup(friend))!;
    expect(mine).toMatchObject({ id: group.id, members_count: 2, my_permissions: { is_leader: false, can_invite: false, can_kick: false } });
    expect(mine.invitations.map((i) => i.status)).toEqual(['accepted']);
  });

  it('sorts members leader first even when the leader joined last', async () => {
    const first = await person();
    const second = await person();
    const group = await createGroup(first);
    clock.advance(60_000);
    await ok(second.client.request('POST', `/api/groups/${group.id}/join/`));
    await ok(first.client.request('POST', `/api/groups/${group.id}/transfer_leadership/`, { json: { new_leader_id: second.id } }));
    const members = await ok<GroupMember[]>(first.client.request('GET', `/api/groups/${group.id}/members/`));
    expect(members.map((m) => m.user_username)).toEqual([second.name, first.name]);
  });
});

describe('invitations', () => {
  it('expire by the clock: not received, not accepted, shown expired; a new one may follow', async () => {
    const leader = await person();
    const friend = await person();
    const group = await createGroup(leader);
    const invitation = await ok<GroupInvitation>(invite(leader, group.id, friend.name));
    clock.advance(7 * 24 * 3600 * 1000 - 1000);
    expect(await ok<GroupInvitation[]>(friend.client.request('GET', '/api/groups/invitations/received/'))).toHaveLength(1);
    clock.advance(1000);
    expect(await ok<GroupInvitation[]>(friend.client.request('GET', '/api/groups/invitations/received/'))).toEqual([]);
    await refused(friend.client.request('POST', `/api/groups/invitations/${invitation.id}/accept/`), 409, 'Срок приглашения истёк');
    await refused(friend.client.request('POST', `/api/groups/invitations/${invitation.id}/decline/`), 409, 'Срок приглашения истёк');
    await refused(leader.client.request('DELETE', `/api/groups/invitations/${invitation.id}/cancel_invitation/`), 409, 'Срок приглашения истёк');
    const listed = await ok<GroupInvitation[]>(leader.client.request('GET', `/api/groups/${group.id}/invitations/`));
    expect(listed.map((i) => i.status)).toEqual(['expired']);
    const again = await ok<GroupInvitation>(invite(leader, group.id, friend.name));
    expect(again.status).toBe('pending');
    expect(await myGroup(friend)).toBeNull();
  });

  it('are answered, declined or cancelled only while pending, and only by the invitee', async () => {
    const leader = await person();
    const friend = await person();
    const stranger = await person();
    const group = await createGroup(leader);
    const first = await ok<GroupInvitation>(invite(leader, group.id, friend.name));
    await refused(stranger.client.request('POST', `/api/groups/invitations/${first.id}/accept/`), 404, 'Приглашение не найдено');
    await refused(leader.client.request('POST', `/api/groups/invitations/${first.id}/accept/`), 404);
    expect((await ok<GroupInvitation>(friend.client.request('POST', `/api/groups/invitations/${first.id}/decline/`))).status).toBe('declined');
    await refused(friend.client.request('POST', `/api/groups/invitations/${first.id}/accept/`), 409, 'Приглашение уже не ожидает ответа');
    await refused(friend.client.request('POST', `/api/groups/invitations/${first.id}/decline/`), 409, 'Приглашение уже не ожидает ответа');
    await refused(leader.client.request('DELETE', `/api/groups/invitations/${first.id}/cancel_invitation/`), 409, 'Приглашение уже не ожидает ответа');
    expect(await myGroup(friend)).toBeNull();

    const second = await ok<GroupInvitation>(invite(leader, group.id, friend.name));
    await refused(stranger.client.request('DELETE', `/api/groups/invitations/${second.id}/cancel_invitation/`), 404);
    await refused(friend.client.request('DELETE', `/api/groups/invitations/${second.id}/cancel_invitation/`), 404);
    expect(await ok<{ detail: string }>(leader.client.request('DELETE', `/api/groups/invitations/${second.id}/cancel_invitation/`))).toEqual({ detail: 'Приглашение отменено' });
    await refused(friend.client.request('POST', `/api/groups/invitations/${second.id}/accept/`), 404);
    expect(await ok<GroupInvitation[]>(friend.client.request('GET', '/api/groups/invitations/received/'))).toEqual([]);
    // The user's own list keeps the declined one; the sender sees it too.
    expect((await ok<GroupInvitation[]>(friend.client.request('GET', '/api/groups/invitations/'))).map((i) => i.status)).toEqual(['declined']);
    expect((await ok<GroupInvitation[]>(leader.client.request('GET', '/api/groups/invitations/'))).map((i) => i.id)).toEqual([first.id]);
  });

  it('accepting while in a group asks to leave it first; two accepts at once join one group', async () => {
    const invitee = await person();
    const leaders = [await person(), await person(), await person()];
    const [a, b, c] = await Promise.all(leaders.map((leader) => createGroup(leader)));
    const invitations = await Promise.all(
      [a!, b!, c!].map((group, index) => ok<GroupInvitation>(invite(leaders[index]!, group.id, invitee.name))),
    );
    const results = await Promise.all(invitations.slice(0, 2).map((i) => invitee.client.request('POST', `/api/groups/invitations/${i.id}/accept/`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((results.find((r) => r.statusCode === 409)!.json() as { detail: string }).detail).toBe('Вы уже состоите в группе: сначала выйдите из неё');
    const joined = (await myGroup(invitee))!;
    expect([a!.id, b!.id]).toContain(joined.id);
    // The refused one is still pending, unchanged.
    const loser = invitations.find((i) => i.group !== joined.id && i.group !== c!.id)!;
    expect((await ok<GroupInvitation[]>(invitee.client.request('GET', '/api/groups/invitations/received/'))).map((i) => i.id).sort()).toEqual([loser.id, invitations[2]!.id].sort());
    await refused(invitee.client.request('POST', `/api/groups/invitations/${invitations[2]!.id}/accept/`), 409, 'Вы уже состоите в группе: сначала выйдите из неё');
    await ok(invitee.client.request('POST', `/api/groups/${joined.id}/leave/`));
    expect((await ok<GroupInvitation>(invitee.client.request('POST', `/api/groups/invitations/${invitations[2]!.id}/accept/`))).status).toBe('accepted');
    expect((await myGroup(invitee))!.id).toBe(c!.id);
  });
});

describe('leadership', () => {
  it('is transferred to a member; the leader cannot leave, the former one can', async () => {
    const leader = await person();
    const member = await person();
    const outsider = await person();
    const group = await createGroup(leader);
    await ok(member.client.request('POST', `/api/groups/${group.id}/join/`));
    const transfer = (body: unknown) => leader.client.request('POST', `/api/groups/${group.id}/transfer_leadership/`, { json: body });
    await refused(leader.client.request('POST', `/api/groups/${group.id}/leave/`), 409, 'Лидер не может покинуть группу: сначала передайте лидерство');
    await refused(transfer({}), 400, 'Выберите участника для передачи лидерства');
    await refused(transfer({ new_leader_id: outsider.id }), 404, 'Участник группы не найден');
    await refused(transfer({ new_leader_id: leader.id }), 400);
    expect((await myGroup(leader))!.my_permissions!.is_leader).toBe(true);
    await refused(member.client.request('POST', `/api/groups/${group.id}/transfer_leadership/`, { json: { new_leader_id: member.id } }), 403, 'Это может только лидер группы');

    await ok(transfer({ new_leader_id: member.id }));
    const after = (await myGroup(member))!;
    expect(after.leader_username).toBe(member.name);
    expect(after.members.filter((m) => m.is_leader).map((m) => m.user)).toEqual([member.id]);
    await ok(leader.client.request('POST', `/api/groups/${group.id}/leave/`));
    expect(await myGroup(leader)).toBeNull();
    expect((await myGroup(member))!.members_count).toBe(1);
  });

  it('is one per group by a constraint, whatever the code does', async () => {
    const leader = await person();
    const member = await person();
    const group = await createGroup(leader);
    await ok(member.client.request('POST', `/api/groups/${group.id}/join/`));
    await expect(t.deps.db('group_members').where({ group_id: group.id, user_id: member.id }).update({ is_leader: true })).rejects.toThrow(/group_members_one_leader/);
  });
});

describe('group experience', () => {
  it("adds each member's award to the group and to the contribution once, also under concurrency", async () => {
    const leader = await person();
    const member = await person();
    const group = await createGroup(leader);
    await give(member.id, 5, 'before-joining');
    await ok(member.client.request('POST', `/api/groups/${group.id}/join/`));
    const solve = (taskId: number) => member.client.request('POST', '/api/tasks/check/', { json: { task_id: taskId, user_answer: '7', solving_time: 30 } });
    const answers = await Promise.all(Array.from({ length: 6 }, () => solve(taskIds[0]!)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const gained = answers.reduce((sum, a) => sum + (a.json() as { experience_gained: number }).experience_gained, 0);
    expect(gained).toBeGreaterThan(0);
    const awards = await Promise.all(Array.from({ length: 10 }, () => give(leader.id, 40, 'same-source')));
    expect(awards.filter((a) => a !== null)).toHaveLength(1);

    const after = (await myGroup(leader))!;
    expect(after.experience_points).toBe(gained + 40);
    expect(after.members.map((m) => [m.user, m.contribution_points])).toEqual([[leader.id, 40], [member.id, gained]]);
    expect(after.members.find((m) => m.user === member.id)!.week_points).toBe(gained + 5);
    // Leaving stops the flow: the group keeps what was earned.
    await ok(member.client.request('POST', `/api/groups/${group.id}/leave/`));
    await give(member.id, 100, 'after-leaving');
    expect((await myGroup(leader))!.experience_points).toBe(gained + 40);
  });

  it('levels up by the curve and orders the top by experience', async () => {
    const strong = await person();
    const weak = await person();
    const strongGroup = await createGroup(strong);
    await createGroup(weak, { is_public: false });
    await give(strong.id, 1600, 'level-up');
    await give(weak.id, 1, 'a-little');
    const group = (await myGroup(strong))!;
    expect(group).toMatchObject({ id: strongGroup.id, level: 3, experience_for_next_level: 3000, progress_percentage: 53 });
    const top = await ok<{ results: { id: number; place: number; is_mine: boolean; experience_points: number }[] }>(strong.client.request('GET', '/api/groups/top/?limit=100'));
    const mine = top.results.find((r) => r.id === strongGroup.id)!;
    expect(mine.is_mine).toBe(true);
    const points = top.results.map((r) => r.experience_points);
    expect(points).toEqual([...points].sort((x, y) => y - x));
    await refused(strong.client.request('GET', '/api/groups/top/?limit=0'), 400);
  });
});

describe('group quests', () => {
  it('is generated by the leader, fills from the members work and completes once, rewarding each contributor', async () => {
    const leader = await person();
    const member = await person();
    const group = await createGroup(leader);
    await ok(member.client.request('POST', `/api/groups/${group.id}/join/`));
    await refused(member.client.request('POST', `/api/groups/${group.id}/quests/generate_quest/`), 403, 'Это может только лидер группы');
    const quest = await ok<GroupQuest>(leader.client.request('POST', `/api/groups/${group.id}/quests/generate_quest/`));
    expect(quest).toMatchObject({ status: 'active', target_experience: 100, current_experience: 0, experience_reward: 10, progress_percentage: 0 });
    await refused(leader.client.request('POST', `/api/groups/${group.id}/quests/generate_quest/`), 409, 'У группы уже есть активный квест');

    clock.advance(60_000);
    const solved = await ok<{ experience_gained: number }>(member.client.request('POST', '/api/tasks/check/', { json: { task_id: taskIds[1], user_answer: '7', solving_time: 30 } }));
    const progress = await ok<GroupQuest>(member.client.request('POST', `/api/groups/${group.id}/quests/${quest.id}/update_progress/`));
    expect(progress).toMatchObject({ status: 'active', current_experience: solved.experience_gained, tasks_solved: 1 });
    expect(progress.progress_percentage).toBe(Math.floor(solved.experience_gained));

    const before = (await myGroup(leader))!.experience_points;
    await give(leader.id, 95, 'quest-push');
    const refreshes = await Promise.all([
      ...Array.from({ length: 4 }, () => member.client.request('POST', `/api/groups/${group.id}/quests/${quest.id}/update_progress/`)),
      ...Array.from({ length: 4 }, () => leader.client.request('GET', '/api/groups/quests/my_group_quests/')),
    ]);
    expect(refreshes.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const [done] = await ok<GroupQuest[]>(leader.client.request('GET', `/api/groups/${group.id}/quests/`));
    expect(done).toMatchObject({ id: quest.id, status: 'completed', progress_percentage: 100 });
    const rewards = await t.deps.db('experience_ledger').where({ source_kind: 'group_quest', source_id: String(quest.id) }).orderBy('user_id');
    expect(rewards.map((r: { user_id: number; amount: number }) => [r.user_id, r.amount])).toEqual([[leader.id, 10], [member.id, 10]].sort((x, y) => x[0]! - y[0]!));
    expect((await myGroup(leader))!.experience_points).toBe(before + 95 + 20);
    await refused(leader.client.request('POST', `/api/groups/${group.id}/quests/${quest.id}/abandon_quest/`), 409, 'Отказаться можно только от активного квеста');
  });

  it('is abandoned by the leader into failed, and fails by itself past its week', async () => {
    const leader = await person();
    const group = await createGroup(leader);
    const first = await ok<GroupQuest>(leader.client.request('POST', `/api/groups/${group.id}/quests/generate_quest/`));
    expect((await ok<GroupQuest>(leader.client.request('POST', `/api/groups/${group.id}/quests/${first.id}/abandon_quest/`))).status).toBe('failed');
    const second = await ok<GroupQuest>(leader.client.request('POST', `/api/groups/${group.id}/quests/generate_quest/`));
    clock.advance(7 * 24 * 3600 * 1000);
    const quests = await ok<GroupQuest[]>(leader.client.request('GET', '/api/groups/quests/my_group_quests/'));
    expect(quests.map((q) => [q.id, q.status])).toEqual([[second.id, 'failed'], [first.id, 'failed']]);
  });
});
