export type GroupMembersTable = {
  id: number;
  group_id: number;
  user_id: number;
  is_leader: boolean;
  role_id: number | null;
  contribution_points: number;
  joined_at: Date;
  last_activity: Date;
};
