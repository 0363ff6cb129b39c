/** A task of a quest as stored: the map key, the type, its task ids (three for the block) and base experience. */
export type QuestTaskRef = { key: string; type: number; task_ids: number[]; base_experience: number };
