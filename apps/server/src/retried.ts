/** pg-boss setup steps that instances starting together may deadlock on, tried a few times. */
export async function retried(attempt: () => Promise<unknown>, tries = 5): Promise<void> {
  for (let tried = 1; ; tried++) {
    try {
      await attempt();
      return;
    } catch (error) {
      if (tried >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * tried + Math.random() * 100));
    }
  }
}
