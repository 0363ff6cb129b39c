export type GroupsTable = {
  id: number;
  name: string;
  description: string;
  avatar: string | null;
  is_public: boolean;
  allow_invites: boolean;
  experience_points: number;
  created_at: Date;
};
