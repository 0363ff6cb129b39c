import { isUniqueViolation } from '../db/is-unique-violation';
import { AppError } from '../errors/app-error';
import { groupMessages } from './group-messages';

/** The constraints' refusals as the user's messages: a taken name, a second group, a second pending invitation. */
export function rethrowGroupConflict(error: unknown): never {
  if (isUniqueViolation(error, 'groups_name_lower_unique')) {
    throw new AppError('CONFLICT', groupMessages.nameTaken, { fields: { name: [groupMessages.nameTaken] } });
  }
  if (isUniqueViolation(error, 'group_members_one_group_per_user')) throw new AppError('CONFLICT', groupMessages.alreadyInGroup);
  if (isUniqueViolation(error, 'group_invitations_one_pending')) throw new AppError('CONFLICT', groupMessages.alreadyInvited);
  if (isUniqueViolation(error, 'group_quests_one_active')) throw new AppError('CONFLICT', groupMessages.questActiveExists);
  throw error;
}
