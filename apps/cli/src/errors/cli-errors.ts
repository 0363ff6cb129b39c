/** A command line that Commander refused (unknown option, too many arguments, ...), already in Russian. */
export class CliUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliUsageError';
  }
}

/** The database could not be reached at all: a wrong DATABASE_URL, a stopped server, a bad password. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Не удалось подключиться к базе: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}
