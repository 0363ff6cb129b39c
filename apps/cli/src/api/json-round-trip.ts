/**
 * What a remote call would have received: dates as ISO strings, no undefined fields. Local results go
 * through it so that a command prints the same in both modes.
 */
export function jsonRoundTrip<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
