import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** Every read of classes: the list, a class, its reports. */
export async function invalidateClasses(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.classes.list.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.classes.get.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.classes.report.pathKey() }),
  ]);
}
