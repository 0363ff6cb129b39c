/** Tags as typed, each once (case aside), in the order first given. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase('ru-RU');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
