/** Where `npm run screenshots` writes: SHOTS_DIR (default /tmp/web-shots), one folder per screen group. */
export function shotsDir(group: string): string {
  return `${process.env.SHOTS_DIR ?? '/tmp/web-shots'}/${group}`;
}
