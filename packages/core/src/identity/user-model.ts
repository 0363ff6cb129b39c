import { Model } from 'objection';
import type { Role } from '../rules/roles';

export class UserModel extends Model {
  static override tableName = 'users';

  declare id: number;
  declare username: string;
  declare email: string;
  declare password_hash: string;
  declare role: Role;
  declare avatar: string | null;
  declare experience_points: number;
  declare token_version: number;
  declare created_at: Date;
  declare updated_at: Date;
}
