/** What every comment of one thread needs besides itself. */
export type CommentThread = {
  taskId: number;
  signedIn: boolean;
  /** One clock for the whole thread, so relative times agree and only one timer runs. */
  now: Date;
};
