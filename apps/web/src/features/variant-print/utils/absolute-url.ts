/** A path of our site as a whole address, for a sheet of paper: '/media/a.txt' → 'https://site/media/a.txt'. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}
