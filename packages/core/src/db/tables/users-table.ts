import type { Role } from '../../rules/roles';

export type UsersTable = {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  role: Role;
  avatar: string | null;
  experience_points: number;
  token_version: number;
  /** When a guest's attempts in this browser became the account's (issue 26): once. */
  guest_attempts_claimed_at: Date | null;
  /** How the user hears of completed homework he issued (decision 070). */
  completion_notify: 'each' | 'digest' | 'off';
  created_at: Date;
  updated_at: Date;
};
