import { endAllSessions, endSession, rotateSession } from '@ege/core/identity/sessions';
import { getRegistrationStatus, registrationStatusSchema } from '@ege/core/settings/registration-setting';
import { getProfileDetails, getPublicProfileDetails } from '@ege/core/users/get-profile-details';
import { loginUser } from '@ege/core/identity/login-user';
import { searchUsers } from '@ege/core/users/search-users';
import { findUsersByNames } from '@ege/core/users/find-users-by-names';
import { findUsersByNamesInput, foundUsersSchema } from '@ege/core/users/find-users-by-names-schemas';
import { registerUser, registrationSuccessMessage } from '@ege/core/identity/register-user';
import { toProfile } from '@ege/core/users/to-profile';
import { profileDetailsSchema, publicProfileDetailsSchema } from '@ege/core/users/profile-details-schemas';
import { getUserProgress, getUserStats, userProgressSchema, userStatsSchema } from '@ege/core/users/get-user-progress';
import { updateProfile } from '@ege/core/users/update-profile';
import {
  loginInput,
  profileSchema,
  registerInput,
  searchUsersInput,
  sessionSchema,
  updateProfileInput,
  userIdInput,
  userSearchResultSchema,
} from '@ege/core/identity/user-schemas';
import { z } from '@ege/core/validation/z';
import { respondWithSession, respondWithSignIn } from '../session-response';
import { procedureFor, publicProcedure, router, signedInProcedure } from '../trpc';

const tags = ['users'];
const detailSchema = z.object({ detail: z.string() });

export const usersRouter = router({
  registerStatus: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/users/register/status/', tags, protect: false, summary: 'Открыта ли регистрация' } })
    .output(registrationStatusSchema)
    .query(({ ctx }) => getRegistrationStatus(ctx.deps.db)),

  register: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/users/register/', tags, protect: false, summary: 'Регистрация с входом' } })
    .input(registerInput)
    .output(sessionSchema)
    .mutation(async ({ ctx, input }) =>
      respondWithSignIn(ctx, await registerUser(ctx.deps, input, ctx.ip), registrationSuccessMessage),
    ),

  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/users/login/', tags, protect: false, summary: 'Вход' } })
    .input(loginInput)
    .output(sessionSchema)
    .mutation(async ({ ctx, input }) => {
      const session = await loginUser(ctx.deps, input, { ip: ctx.ip, deviceToken: ctx.cookies.readDeviceToken() });
      return respondWithSignIn(ctx, session, 'Вход выполнен');
    }),

  refreshCookie: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/token/refresh-cookie/',
        tags,
        protect: false,
        summary: 'Новый токен доступа по refresh-cookie (нужен заголовок X-CSRFToken)',
      },
    })
    .output(sessionSchema)
    .mutation(async ({ ctx }) =>
      respondWithSession(ctx, await rotateSession(ctx.deps, ctx.cookies.readRefreshToken()), 'Токен обновлён'),
    ),

  logout: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/logout/',
        tags,
        protect: false,
        summary: 'Выход: сессия refresh-cookie и токена доступа завершается, оба токена больше не действуют',
      },
    })
    .output(detailSchema)
    .mutation(async ({ ctx }) => {
      const sessionId = ctx.actor.kind === 'user' ? ctx.actor.sessionId : undefined;
      await endSession(ctx.deps.db, { refreshToken: ctx.cookies.readRefreshToken(), sessionId });
      ctx.cookies.clearRefreshToken();
      return { detail: 'Вы вышли из системы' };
    }),

  logoutAll: signedInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/logout-all/',
        tags,
        summary: 'Выйти на всех устройствах: завершаются все сессии пользователя, эта тоже',
      },
    })
    .output(detailSchema)
    .mutation(async ({ ctx }) => {
      await endAllSessions(ctx.deps.db, ctx.user.id);
      ctx.cookies.clearRefreshToken();
      return { detail: 'Вы вышли на всех устройствах' };
    }),

  // The session's light call: every page load and every check refresh it, so it reads one row.
  me: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/me/', tags, summary: 'Кто вошёл: поля профиля без решённых задач и ДЗ' } })
    .output(profileSchema)
    .query(({ ctx }) => toProfile(ctx.user, ctx.deps.storage)),

  profile: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/profile/', tags, summary: 'Свой профиль: решённые задачи по типам, среднее время, ДЗ' } })
    .output(profileDetailsSchema)
    .query(({ ctx }) => getProfileDetails(ctx.deps, ctx.user)),

  updateProfile: signedInProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/users/profile/',
        tags,
        contentTypes: ['application/json', 'multipart/form-data'],
        summary: 'Изменить профиль (JSON, или form-data с файлом avatar)',
      },
    })
    .input(updateProfileInput)
    .output(profileSchema)
    .mutation(async ({ ctx, input }) => {
      const avatar = ctx.files.get('avatar')?.[0];
      return toProfile(await updateProfile(ctx.deps, ctx.user, input, avatar), ctx.deps.storage);
    }),

  publicProfile: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/profile/{id}/', tags, summary: 'Профиль другого пользователя: без e-mail и ДЗ, роль видна только ему самому и администратору' } })
    .input(userIdInput)
    .output(publicProfileDetailsSchema)
    .query(({ ctx, input }) => getPublicProfileDetails(ctx.deps, ctx.user, input.id)),

  stats: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/stats/', tags, summary: 'Решённые задания, время решения, решённые части 26/27' } })
    .output(userStatsSchema)
    .query(({ ctx }) => getUserStats(ctx.deps.db, ctx.user.id)),

  progress: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/progress/', tags, summary: 'Прогресс по типам заданий, 0–100' } })
    .output(userProgressSchema)
    .query(({ ctx }) => getUserProgress(ctx.deps.db, ctx.user.id)),

  // Staff, not only admins: the homework screen's teachers pick a user with it too.
  search: procedureFor('staff')
    .meta({ openapi: { method: 'GET', path: '/users/search/', tags, summary: 'Поиск пользователя по началу имени или e-mail, или по id (преподаватели и администраторы)' } })
    .input(searchUsersInput)
    .output(userSearchResultSchema)
    .query(({ ctx, input }) => searchUsers(ctx.deps.db, input)),

  // Exact names, for scripts (ege homework assign --users-file): the search is a prefix and stops at 20.
  lookup: procedureFor('staff')
    .meta({ openapi: { method: 'GET', path: '/users/lookup/', tags, summary: 'Пользователи с точно такими именами (?usernames=a&usernames=b, до 100; преподаватели и администраторы)' } })
    .input(findUsersByNamesInput)
    .output(foundUsersSchema)
    .query(({ ctx, input }) => findUsersByNames(ctx.deps.db, input)),
});
