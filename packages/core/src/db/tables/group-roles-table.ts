export type GroupRolesTable = {
  id: number;
  group_id: number;
  name: string;
  description: string;
  can_invite: boolean;
  can_kick: boolean;
  can_manage_roles: boolean;
  can_edit_group: boolean;
  sort_order: number;
  created_at: Date;
};
