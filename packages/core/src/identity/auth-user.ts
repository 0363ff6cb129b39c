import type { UserModel } from './user-model';

/** The columns a request needs of its signed-in user: no password hash travels with the request. */
export const authUserColumns = ['id', 'username', 'email', 'role', 'avatar', 'experience_points', 'token_version', 'created_at'] as const;

export type AuthUser = Pick<UserModel, (typeof authUserColumns)[number]>;
