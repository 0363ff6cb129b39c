import { roles } from '../rules/roles';
import { recordId } from '../validation/record-id';
import { z } from '../validation/z';
import { messages } from '../text/messages';

export const usernameSchema = z
  .string({ error: messages.usernameRequired })
  .trim()
  .min(3, 'Имя пользователя должно содержать от 3 до 150 символов')
  .max(150, 'Имя пользователя должно содержать от 3 до 150 символов')
  .regex(/^[\p{L}\p{N}@.+_-]+$/u, 'Имя пользователя может содержать только буквы, цифры и символы @ . + - _');

export const emailSchema = z
  .string({ error: 'Введите адрес электронной почты' })
  .trim()
  .max(254, 'Адрес электронной почты слишком длинный')
  .pipe(z.email('Введите корректный адрес электронной почты'));

export const passwordSchema = z
  .string({ error: 'Введите пароль' })
  .min(8, 'Пароль должен содержать не менее 8 символов')
  .max(128, 'Пароль должен содержать не более 128 символов');

export const roleSchema = z.enum(roles, { error: `Роль должна быть одной из: ${roles.join(', ')}` });

export const registerInput = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Повторите пароль' }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Пароли не совпадают', path: ['confirmPassword'] });
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  username: z.string({ error: messages.usernameRequired }).trim().min(1, messages.usernameRequired).max(254),
  password: z.string({ error: 'Введите пароль' }).min(1, 'Введите пароль').max(128, messages.wrongCredentials),
});
export type LoginInput = z.infer<typeof loginInput>;

export const updateProfileInput = z.object({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const createUserInput = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema.default('student'),
});
export type CreateUserInput = z.output<typeof createUserInput>;

export const setUserRoleInput = z.object({ username: usernameSchema, role: roleSchema });
export type SetUserRoleInput = z.infer<typeof setUserRoleInput>;

export const userIdInput = z.object({ id: recordId() });

export const publicProfileSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: roleSchema,
  role_label: z.string(),
  avatar: z.string().nullable(),
  level: z.number(),
  experience_points: z.number(),
  level_progress: z.number(),
  created_at: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const profileSchema = publicProfileSchema.extend({ email: z.string() });
export type Profile = z.infer<typeof profileSchema>;

export const sessionSchema = z.object({ access: z.string(), user: profileSchema, message: z.string() });
export type SessionOutput = z.infer<typeof sessionSchema>;

export const searchQueryMessage = 'Введите не меньше 2 символов';

/** GET /users/search/?q=: from 2 characters. */
export const searchUsersInput = z.object({
  q: z.string({ error: searchQueryMessage }).trim().min(2, searchQueryMessage).max(150, 'Слишком длинный запрос'),
});
export type SearchUsersInput = z.output<typeof searchUsersInput>;

export const userSearchResultSchema = z.object({
  results: z.array(z.object({ id: z.number(), username: z.string(), email: z.string() })),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
