export type GroupInvitationsTable = {
  id: number;
  group_id: number;
  invited_by: number;
  invited_user_id: number;
  status: 'pending' | 'accepted' | 'declined' | 'expired';
  created_at: Date;
  expires_at: Date;
  responded_at: Date | null;
};
