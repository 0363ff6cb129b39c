import { z } from '../validation/z';

export const petActions = ['feed', 'play', 'pet'] as const;
export type PetAction = (typeof petActions)[number];
export const unknownPetActionMessage = 'Неизвестное действие с питомцем: доступны feed (покормить), play (поиграть) и pet (погладить)';

/** POST /users/pet/interact/ {action}. */
export const interactWithPetInput = z.object({ action: z.enum(petActions, { error: unknownPetActionMessage }) });
export type InteractWithPetInput = z.output<typeof interactWithPetInput>;

export const petMoods = ['happy', 'calm', 'sad', 'hungry'] as const;
export type PetMood = (typeof petMoods)[number];

/** The pet as the clock and the student's solves make it now (decision 035). */
export const petSchema = z.object({
  name: z.string(),
  /** 0–100: falls by one an hour, a treat adds 25. */
  satiety: z.number(),
  mood: z.enum(petMoods),
  mood_text: z.string(),
  /** Treats to feed with: one per task solved since the pet appeared, less those eaten. */
  treats: z.number(),
  /** Whole Moscow days since the last solved task; null before the first. */
  days_without_practice: z.number().nullable(),
  played_today: z.boolean(),
  petted_today: z.boolean(),
  /** The Moscow days on which the student stroked the pet. */
  affection: z.number(),
  can_feed: z.boolean(),
  can_play: z.boolean(),
});
export type Pet = z.infer<typeof petSchema>;

export const petInteractionSchema = z.object({ pet: petSchema, message: z.string() });
export type PetInteraction = z.infer<typeof petInteractionSchema>;
