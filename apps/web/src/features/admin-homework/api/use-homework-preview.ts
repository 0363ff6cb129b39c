import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** 'Предпросмотр': the tasks an issue would draw for each student; nothing is stored. */
export function useHomeworkPreview() {
  return useMutation(trpc.homework.preview.mutationOptions());
}
