export type RefreshTokensTable = {
  id: number;
  user_id: number;
  session_id: number;
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
};
