const lockName = 'ege-token-refresh';

/**
 * Runs the work while no other tab of the site runs its own (Web Locks): tabs share the stored access
 * token and the refresh cookie, and two refreshes with one cookie spend it twice. A browser without Web
 * Locks runs it at once; the server's grace window for a just-spent refresh token covers that race.
 */
export async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  if (!('locks' in navigator)) return work();
  return await navigator.locks.request(lockName, work);
}
