export type FieldErrors = Record<string, string[]>;

/** An error this client raises itself, with the Russian text from SPEC §8; status 0 means no answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: FieldErrors;

  constructor(message: string, status: number, fields: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}
