import type { createCaller } from '@ege/api/app-router';
import type { UploadedFiles } from '@ege/api/context';

/** The router's procedures as functions: `api.caller.tasks.random({ type: 5 })`, in either mode. */
export type AppCaller = ReturnType<typeof createCaller>;

/**
 * What a command talks to, the same in both modes: local (the router's caller in this process, as the
 * user named by --as) or remote (the server's API with the logged-in user's token). The server's
 * rules hold in both, because both run the same procedures.
 */
export type CliApi = {
  mode: 'local' | 'remote';
  /** Who acts: the --as user locally, the logged-in user remotely. */
  username: string;
  /** Remote mode: the server's address as `ege login` keeps it. */
  server?: string | undefined;
  caller: AppCaller;
  /** A caller whose calls carry these files, as a multipart upload carries them (image, attachments, ...). */
  withFiles(files: UploadedFiles): AppCaller;
  /** The bytes of a file the API handed out by its URL (a task's attachments and picture, `/media/...`): locally from the storage, remotely from the server. */
  fetchFile(url: string): Promise<Buffer>;
};
