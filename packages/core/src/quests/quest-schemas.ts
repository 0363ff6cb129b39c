import { recordId } from '../validation/record-id';
import { z } from '../validation/z';
import { questMessages } from './quest-messages';
import { bonusThresholds } from './quest-rules';
import { dailyStatuses, weeklyStatuses } from './quest-status';

const taskType = z.coerce.number({ error: questMessages.taskType }).int(questMessages.taskType).min(1, questMessages.taskType).max(27, questMessages.taskType);

/** GET /users/quest/{id}/. */
export const weeklyQuestIdInput = z.object({ id: recordId() });
/** POST /users/quest/complete-task/ {task_type, task_id}: 19, 20 or 21 with any task of the block. */
export const completeQuestTaskInput = z.object({ task_type: taskType, task_id: recordId() });
export type CompleteQuestTaskInput = z.output<typeof completeQuestTaskInput>;
/** POST /users/quest/bonuses/claim/ {threshold}. */
export const claimQuestBonusInput = z.object({
  threshold: z.coerce
    .number({ error: questMessages.unknownThreshold })
    .refine((value) => (bonusThresholds as readonly number[]).includes(value), questMessages.unknownThreshold),
});
export type ClaimQuestBonusInput = z.output<typeof claimQuestBonusInput>;

/** One cell of a quest map (SPEC §3 tasks_detail). */
export const questTaskDetailSchema = z.object({
  /** The key of `tasks`: the type ('5', '19-21') of a weekly quest, 'daily_{type}' of a daily one. */
  key: z.string(),
  type: z.number(),
  id: z.number(),
  /** The block's three tasks; the task alone otherwise. */
  task_ids: z.array(z.number()),
  is_completed: z.boolean(),
  /** What the task pays through the quest: the base times the quest's multiplier. */
  quest_experience: z.number(),
  /** The estimated quest experience of SPEC §9 (what a first solve of the type pays now). */
  base_experience: z.number(),
  icon: z.string(),
  color: z.string(),
  name: z.string(),
  /** The trainer's page of the task (the block's page for 19–21). */
  url: z.string(),
  is_block_19_21: z.boolean(),
});
export type QuestTaskDetail = z.infer<typeof questTaskDetailSchema>;

export const questProgressSchema = z.object({
  completed: z.number(),
  total: z.number(),
  percentage: z.number(),
  tasks_detail: z.array(questTaskDetailSchema),
});
export type QuestProgress = z.infer<typeof questProgressSchema>;

export const questRewardsSchema = z.object({
  /** The base experience of every task of the map. */
  base_experience: z.number(),
  /** The same times the multiplier: what the full map pays. */
  quest_experience: z.number(),
  /** Earned so far: the completed tasks' quest experience and the bonuses claimed. */
  total_experience: z.number(),
  multiplier: z.number(),
});
export type QuestRewards = z.infer<typeof questRewardsSchema>;

export const weeklyQuestSchema = z.object({
  id: z.number(),
  status: z.enum(weeklyStatuses),
  status_text: z.string(),
  status_color: z.string(),
  /** Monday of the quest's week (Moscow), 'YYYY-MM-DD'. */
  week_start: z.string(),
  created_at: z.string(),
  formatted_created_date: z.string(),
  /** 'дд.мм – дд.мм.гггг'. */
  formatted_week: z.string(),
  completed_at: z.string().nullable(),
  formatted_completed_date: z.string().nullable(),
  deactivated_at: z.string().nullable(),
  /** Map key -> task id (the block's first task for '19-21'). */
  tasks: z.record(z.string(), z.number()),
  experience_multiplier: z.number(),
  progress: questProgressSchema,
  rewards: questRewardsSchema,
  /** Tasks completed by the end of each Moscow day of the week, up to today or the quest's end. */
  historical_progress: z.array(z.object({ date: z.string(), completed: z.number(), percentage: z.number() })),
  /** The percentage the quest ended with; null while it is active. */
  final_progress: z.number().nullable(),
});
export type WeeklyQuest = z.infer<typeof weeklyQuestSchema>;

export const questStatisticsSchema = z.object({ total_quests: z.number(), completed_quests: z.number(), average_progress: z.number() });
export type QuestStatistics = z.infer<typeof questStatisticsSchema>;

export const weeklyOverviewSchema = z.object({
  quest: weeklyQuestSchema.nullable(),
  progress: questProgressSchema.nullable(),
  rewards: questRewardsSchema.nullable(),
  statistics: questStatisticsSchema,
  /** Earlier quests, newest first (expired ones 'Истек'). */
  history: z.array(weeklyQuestSchema),
});
export type WeeklyOverview = z.infer<typeof weeklyOverviewSchema>;

export const questTaskCompletionSchema = z.object({
  quest: weeklyQuestSchema,
  task: questTaskDetailSchema,
  experience_gained: z.number(),
  message: z.string(),
});
export type QuestTaskCompletion = z.infer<typeof questTaskCompletionSchema>;

export const questMessageSchema = z.object({ message: z.string() });

export const questBonusSchema = z.object({
  threshold: z.number(),
  experience: z.number(),
  reached: z.boolean(),
  claimed: z.boolean(),
  can_claim: z.boolean(),
});
/** GET /users/quest/bonuses/ (the spec does not show it; decision 038). */
export const questBonusesSchema = z.object({
  quest_id: z.number().nullable(),
  percentage: z.number(),
  bonuses: z.array(questBonusSchema),
});
export type QuestBonuses = z.infer<typeof questBonusesSchema>;
export const questBonusClaimSchema = questBonusesSchema.extend({ experience_gained: z.number(), message: z.string() });
export type QuestBonusClaim = z.infer<typeof questBonusClaimSchema>;

export const streakSchema = z.object({
  current: z.number(),
  best: z.number(),
  completed_today: z.boolean(),
  multiplier: z.number(),
  freeze_available: z.boolean(),
  days_to_freeze: z.number(),
  frozen_days: z.array(z.string()),
});

export const dailyQuestSchema = z.object({
  id: z.number(),
  status: z.enum(dailyStatuses),
  status_text: z.string(),
  status_color: z.string(),
  /** The quest's Moscow day, 'YYYY-MM-DD'. */
  day: z.string(),
  created_at: z.string(),
  formatted_created_date: z.string(),
  completed_at: z.string().nullable(),
  /** 'daily_{type}' -> task id. */
  tasks: z.record(z.string(), z.number()),
  /** The streak day this quest is. */
  streak: z.number(),
  experience_multiplier: z.number(),
  progress: questProgressSchema,
  base_experience: z.number(),
  /** base × multiplier: what completing the quest pays, once. */
  total_experience: z.number(),
  /** 'Квест завершен! Множитель опыта применен.' once completed. */
  message: z.string().nullable(),
});
export type DailyQuest = z.infer<typeof dailyQuestSchema>;

export const dailyQuestStateSchema = z.object({ quest: dailyQuestSchema.nullable(), can_generate: z.boolean(), streak: streakSchema });
export type DailyQuestState = z.infer<typeof dailyQuestStateSchema>;
