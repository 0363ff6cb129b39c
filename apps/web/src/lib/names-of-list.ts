/**
 * Usernames from a pasted class list: one per line, or separated by commas, semicolons or spaces
 * (a username holds none of them); each once, ignoring case as the server does, in the order given.
 */
export function namesOfList(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const name of text.split(/[\s,;]+/)) {
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/** Names the lookup did not find, as they were typed. */
export function missingNames(names: readonly string[], found: readonly { username: string }[]): string[] {
  const known = new Set(found.map((user) => user.username.toLowerCase()));
  return names.filter((name) => !known.has(name.toLowerCase()));
}
