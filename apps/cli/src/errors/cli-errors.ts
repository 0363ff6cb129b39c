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

/** No trainer database where the command looked: nothing in DATA_DIR, or a database without the schema. */
export class DatabaseMissingError extends Error {
  constructor(
    message: string,
    /** What to do about it, a line each. */
    readonly hints: readonly string[],
  ) {
    super(message);
    this.name = 'DatabaseMissingError';
  }
}

/** The server of remote mode did not answer: nothing listens there, a wrong address, no network. */
export class ServerUnavailableError extends Error {
  constructor(server: string, reason: string, cause?: unknown) {
    super(`Сервер недоступен: ${server} (${reason})`, { cause });
    this.name = 'ServerUnavailableError';
  }
}

/** Remote mode without a usable login: never logged in, logged out, or the session ended on the server. */
export class NotLoggedInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotLoggedInError';
  }
}
