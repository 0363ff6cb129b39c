import type { QuestStatistics, WeeklyQuest } from './quest-schemas';

/** SPEC §3 weekly statistics over the quests that were not abandoned; an active one counts its progress so far. */
export function questStatisticsOf(quests: readonly WeeklyQuest[]): QuestStatistics {
  const counted = quests.filter((quest) => quest.status !== 'abandoned');
  const total = counted.reduce((sum, quest) => sum + (quest.final_progress ?? quest.progress.percentage), 0);
  return {
    total_quests: counted.length,
    completed_quests: counted.filter((quest) => quest.status === 'completed').length,
    average_progress: counted.length === 0 ? 0 : Math.round(total / counted.length),
  };
}
