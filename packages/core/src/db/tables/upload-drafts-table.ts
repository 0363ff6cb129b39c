export type UploadDraftsTable = {
  user_id: number;
  /** jsonb: the upload form's text fields. */
  payload: Record<string, unknown>;
  updated_at: Date;
};
