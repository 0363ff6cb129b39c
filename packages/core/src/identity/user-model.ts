import { Model } from 'objection';
import type { UsersTable } from '../db/tables/users-table';

/** The users table through Objection (the design's ORM), its fields those of the one table definition. */
export class UserModel extends Model implements UsersTable {
  static override tableName = 'users';

  declare id: UsersTable['id'];
  declare username: UsersTable['username'];
  declare email: UsersTable['email'];
  declare password_hash: UsersTable['password_hash'];
  declare role: UsersTable['role'];
  declare avatar: UsersTable['avatar'];
  declare experience_points: UsersTable['experience_points'];
  declare token_version: UsersTable['token_version'];
  declare guest_attempts_claimed_at: UsersTable['guest_attempts_claimed_at'];
  declare completion_notify: UsersTable['completion_notify'];
  declare created_at: UsersTable['created_at'];
  declare updated_at: UsersTable['updated_at'];
}
