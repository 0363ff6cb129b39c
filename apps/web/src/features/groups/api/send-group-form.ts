import type { GroupDetail } from '@ege/core/groups/group-schemas';
import { ApiError } from '../../../lib/api-error';
import { imageProblemOf } from '../../../lib/image-file-rules';
import { requestRest } from '../../../lib/request-rest';

export type GroupFormValues = { name: string; description: string; is_public: boolean; allow_invites: boolean; avatar: File | null };

/** POST /groups/ or PATCH /groups/{id}/ as form-data, so that the avatar travels with the fields. */
export async function sendGroupForm(values: GroupFormValues, groupId?: number): Promise<GroupDetail> {
  const problem = values.avatar && imageProblemOf(values.avatar);
  if (problem) throw new ApiError(problem, 400);
  const body = new FormData();
  body.append('name', values.name.trim());
  body.append('description', values.description);
  body.append('is_public', String(values.is_public));
  body.append('allow_invites', String(values.allow_invites));
  if (values.avatar) body.append('avatar', values.avatar);
  const group = (await requestRest(groupId === undefined ? '/groups/' : `/groups/${groupId}/`, { method: groupId === undefined ? 'POST' : 'PATCH', body })) as GroupDetail;
  if (typeof group?.id !== 'number') throw new ApiError('Ошибка парсинга ответа сервера', 200);
  return group;
}
