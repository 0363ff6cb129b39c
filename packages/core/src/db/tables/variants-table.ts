export type VariantsTable = {
  id: number;
  name: string;
  owner_id: number;
  is_public: boolean;
  is_draft: boolean;
  mode: 'KEGE' | 'all-in-one';
  show_results_mode: 'inline' | 'after';
  /** 'homework' for a variant opened from a homework assignment. */
  source: string | null;
  created_at: Date;
  updated_at: Date;
};
