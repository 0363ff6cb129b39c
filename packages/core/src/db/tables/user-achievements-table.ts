export type UserAchievementsTable = { user_id: number; achievement_id: string; earned_at: Date };
