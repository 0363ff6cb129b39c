/**
 * Where registration may send a guest back to (issue 26: to the trainer they were trying, not to
 * /profile): the trainer's own pages only, so a crafted link cannot send a new account elsewhere.
 */
const returnPaths = [/^\/trainer$/, /^\/trainer\/task\/\d{1,9}$/, /^\/trainer\/block-19-21$/];

export function parseReturnPath(value: unknown): string | undefined {
  return typeof value === 'string' && returnPaths.some((path) => path.test(value)) ? value : undefined;
}
