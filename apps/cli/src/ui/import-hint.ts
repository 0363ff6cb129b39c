/**
 * The `ege import` a summary suggests for a folder, in the mode the command ran in (issue 26): through
 * the server as the logged-in user, or locally as a named author. `--as` with a server is refused
 * ('--as действует только локально'), so a hint printed remotely must not carry it.
 */
export function importHint(folder: string, server: string | undefined): string {
  return server === undefined ? `ege import ${folder} --as <автор>` : `ege import ${folder} --server ${server}`;
}
