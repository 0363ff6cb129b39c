/** Where uploaded files live: a local folder by default, an S3-compatible bucket later. */
export interface FileStorage {
  save(key: string, data: Buffer): Promise<void>;
  /** The file's bytes (the CLI saves a task's files next to the student's work). */
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** The public URL path the server serves the file under. */
  urlOf(key: string): string;
  /** The key behind a URL made by urlOf, or null for a foreign URL. */
  keyOf(url: string): string | null;
}
