import { AppError } from '@ege/core/errors/app-error';
import type { CliApi } from '../api/cli-api';
import type { NamedUser } from './find-users-by-names';

/**
 * `--group NAME`: the members of the group of that name (any case) that the caller may see (a public
 * group, or the caller's own), the caller left out: a teacher leading the group gives its students
 * the homework, not themselves (decision 039).
 */
export async function findGroupMembers(api: CliApi, name: string): Promise<NamedUser[]> {
  const [me, { results }] = await Promise.all([api.caller.users.me(), api.caller.groups.search({ q: name })]);
  const group = results.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
  if (!group) throw new AppError('NOT_FOUND', `Группа «${name}» не найдена (закрытая группа видна только её участникам)`);
  const members = (await api.caller.groups.members({ id: group.id })).filter((member) => member.user !== me.id);
  if (members.length === 0) throw new AppError('NOT_FOUND', `В группе «${group.name}» нет участников, кроме вас. ДЗ не выдано`);
  return members.map((member) => ({ id: member.user, username: member.user_username }));
}
