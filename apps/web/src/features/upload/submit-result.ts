/** What became of the last submit: shown above the submit button. */
export type SubmitResult =
  | { kind: 'success'; ids: number[] }
  | { kind: 'saved' }
  | { kind: 'invalid' }
  | { kind: 'error'; title: string; message: string };
