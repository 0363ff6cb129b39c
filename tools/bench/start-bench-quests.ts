/**
 * Gives every bench user an active daily and weekly quest through the app's own calls (issue 14: the
 * answer check is measured with both active), ten users at a time. Returns how many of each exist.
 */
export async function startBenchQuests(appUrl: string, tokens: readonly string[]): Promise<{ daily: number; weekly: number }> {
  const counts = { daily: 0, weekly: 0 };
  const call = async (token: string, method: 'GET' | 'POST', path: string): Promise<boolean> => {
    const response = await fetch(`${appUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
    const body = await response.text();
    if (response.status === 409) return true;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${body.slice(0, 200)}`);
    return method === 'POST' || (JSON.parse(body) as { quest: unknown }).quest !== null;
  };
  for (let start = 0; start < tokens.length; start += 10) {
    await Promise.all(
      tokens.slice(start, start + 10).map(async (token) => {
        if (await call(token, 'POST', '/api/users/daily-quest/')) counts.daily++;
        if (await call(token, 'GET', '/api/users/quest/')) counts.weekly++;
      }),
    );
  }
  return counts;
}
