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
  created_at: Date;
  updated_at: Date;
};
