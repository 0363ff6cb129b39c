import { setRegistrationEnabled, registrationStatusSchema } from '@ege/core/settings/registration-setting';
import { createUser } from '@ege/core/identity/create-user';
import { setUserRole } from '@ege/core/users/set-user-role';
import { toProfile } from '@ege/core/users/to-profile';
import { createUserInput, profileSchema, setUserRoleInput } from '@ege/core/identity/user-schemas';
import { z } from '@ege/core/validation/z';
import { procedureFor, router } from '../trpc';

const tags = ['admin'];
const adminProcedure = procedureFor('admin');

export const adminRouter = router({
  createUser: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/users/', tags, summary: 'Создать пользователя с любой ролью' } })
    .input(createUserInput)
    .output(profileSchema)
    .mutation(async ({ ctx, input }) => toProfile(await createUser(ctx.deps.db, input), ctx.deps.storage)),

  setUserRole: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/users/role/', tags, summary: 'Сменить роль пользователя' } })
    .input(setUserRoleInput)
    .output(profileSchema)
    .mutation(async ({ ctx, input }) => toProfile(await setUserRole(ctx.deps.db, input), ctx.deps.storage)),

  setRegistration: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/settings/registration/', tags, summary: 'Включить или выключить регистрацию' } })
    .input(z.object({ enabled: z.boolean({ error: 'Укажите enabled: true или false' }) }))
    .output(registrationStatusSchema)
    .mutation(({ ctx, input }) => setRegistrationEnabled(ctx.deps.db, input.enabled)),
});
