import { abandonGroupQuest } from '@ege/core/groups/quests/abandon-group-quest';
import { generateGroupQuest } from '@ege/core/groups/quests/generate-group-quest';
import { groupIdInput, groupQuestIdInput, groupQuestSchema } from '@ege/core/groups/group-schemas';
import { listGroupQuests } from '@ege/core/groups/quests/list-group-quests';
import { listMyGroupQuests } from '@ege/core/groups/quests/list-my-group-quests';
import { updateGroupQuestProgress } from '@ege/core/groups/quests/update-group-quest-progress';
import { z } from '@ege/core/validation/z';
import { signedInProcedure } from '../../trpc';
import { tags } from './group-openapi';

export const questProcedures = {
  quests: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/{id}/quests/', tags, summary: 'Квесты группы (участникам), новые первыми' } })
    .input(groupIdInput)
    .output(z.array(groupQuestSchema))
    .query(({ ctx, input }) => listGroupQuests(ctx.deps, ctx.user, input.id)),

  myGroupQuests: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/quests/my_group_quests/', tags, summary: 'Квесты своей группы' } })
    .output(z.array(groupQuestSchema))
    .query(({ ctx }) => listMyGroupQuests(ctx.deps, ctx.user)),

  generateQuest: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/quests/generate_quest/', tags, summary: 'Новый квест группы по опыту прошлой недели (лидер; один активный)' } })
    .input(groupIdInput)
    .output(groupQuestSchema)
    .mutation(({ ctx, input }) => generateGroupQuest(ctx.deps, ctx.user, input.id)),

  updateQuestProgress: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/quests/{questId}/update_progress/', tags, summary: 'Пересчитать прогресс квеста по работе участников' } })
    .input(groupQuestIdInput)
    .output(groupQuestSchema)
    .mutation(({ ctx, input }) => updateGroupQuestProgress(ctx.deps, ctx.user, input)),

  abandonQuest: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/quests/{questId}/abandon_quest/', tags, summary: 'Отказаться от активного квеста (лидер): он становится проваленным' } })
    .input(groupQuestIdInput)
    .output(groupQuestSchema)
    .mutation(({ ctx, input }) => abandonGroupQuest(ctx.deps, ctx.user, input)),
};
