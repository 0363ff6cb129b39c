import { listTop } from '@ege/core/top/list-top';
import { listTopInput, topListSchema } from '@ege/core/top/top-schemas';
import { router, signedInProcedure } from '../trpc';

const tags = ['top'];

// Signed-in only: the top marks the caller's row and place (SPEC §2 shows it in the profile), so a guest gets 401 (decision 034).
export const topRouter = router({
  list: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/top/', tags, summary: 'Топ по опыту: ?period=all (всё время) | week (эта неделя, с понедельника 00:00 МСК), ?limit=1–100 (20); ваше место — current_user' } })
    .input(listTopInput)
    .output(topListSchema)
    .query(({ ctx, input }) => listTop(ctx.deps, ctx.user, input)),
});
