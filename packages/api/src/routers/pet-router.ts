import { getPet } from '@ege/core/pet/get-pet';
import { interactWithPet } from '@ege/core/pet/interact-with-pet';
import { interactWithPetInput, petInteractionSchema, petSchema } from '@ege/core/pet/pet-schemas';
import { router, signedInProcedure } from '../trpc';

const tags = ['pet'];

export const petRouter = router({
  get: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/pet/', tags, summary: 'Питомец: сытость, настроение, лакомства (за решённые задачи)' } })
    .output(petSchema)
    .query(({ ctx }) => getPet(ctx.deps, ctx.user)),

  interact: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/users/pet/interact/', tags, summary: 'Действие с питомцем: feed (лакомство), play (раз в день), pet' } })
    .input(interactWithPetInput)
    .output(petInteractionSchema)
    .mutation(({ ctx, input }) => interactWithPet(ctx.deps, ctx.user, input)),
});
