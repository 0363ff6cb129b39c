import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { trpcClient } from '../../../lib/trpc';
import type { StudentRef } from '../utils/student-ref';

/**
 * The members of the group of that name (any case) that the teacher may see, a public one or their
 * own, the teacher left out (decision 039; the CLI's --group does the same).
 */
async function membersOfGroup(name: string, staffId: number): Promise<StudentRef[]> {
  const { results } = await trpcClient.groups.search.query({ q: name });
  const group = results.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
  if (!group) throw new ApiError(`Группа «${name}» не найдена (закрытая группа видна только её участникам)`, 404);
  const members = await trpcClient.groups.members.query({ id: group.id });
  return members.filter((member) => member.user !== staffId).map((member) => ({ id: member.user, username: member.user_username }));
}

/** A group's members by the group's name, for the selection. */
export function useGroupLookup(staffId: number, onFound: (students: StudentRef[]) => void) {
  return useMutation({
    mutationFn: (groupName: string) => membersOfGroup(groupName, staffId),
    onSuccess: onFound,
  });
}
