import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { describeError } from '../../lib/describe-error';
import { trpc } from '../../lib/trpc';

/** 'Открыть как вариант': the server makes the variant (or gives the one made before) and the page goes there. */
export function useOpenHomeworkVariant(): { open: (homeworkId: number) => void; pending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    ...trpc.homework.createVariant.mutationOptions(),
    onSuccess: ({ variant_id }) => {
      // The homework now names its variant, and the variants page has one more.
      void queryClient.invalidateQueries({ queryKey: trpc.homework.list.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.variants.list.pathKey() });
      void navigate({ to: '/variant/$id', params: { id: String(variant_id) } });
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'Не удалось открыть ДЗ как вариант', message: describeError(error).message });
    },
  });
  return { open: (homeworkId) => mutation.mutate({ homework_id: homeworkId }), pending: mutation.isPending };
}
