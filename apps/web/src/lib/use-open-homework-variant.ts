import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { homeworkVariantErrorText } from './homework-variant-error-text';
import { queryClient } from './query-client';
import { trpc } from './trpc';

/**
 * 'Открыть как вариант' (the profile and the variants page): the server makes the variant once (or hands
 * back the one made before) and the student goes to it; the homework and variant lists learn of it.
 */
export function useOpenHomeworkVariant() {
  const navigate = useNavigate();
  const mutation = useMutation({
    ...trpc.homework.createVariant.mutationOptions(),
    onSuccess: async ({ variant_id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.variants.list.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.homework.list.pathKey() }),
      ]);
      await navigate({ to: '/variant/$id', params: { id: String(variant_id) } });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Не удалось открыть ДЗ как вариант', message: homeworkVariantErrorText(error) }),
  });
  return {
    open: (homeworkId: number) => mutation.mutate({ homework_id: homeworkId }),
    /** The assignment being opened, while it is. */
    pendingId: mutation.isPending ? (mutation.variables?.homework_id ?? null) : null,
  };
}
