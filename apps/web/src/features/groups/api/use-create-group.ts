import { useMutation } from '@tanstack/react-query';
import { invalidateGroups } from './invalidate-groups';
import { sendGroupForm, type GroupFormValues } from './send-group-form';

/** Creating a group with its avatar; the creator becomes its leader. */
export function useCreateGroup() {
  return useMutation({ mutationFn: (form: GroupFormValues) => sendGroupForm(form), onSuccess: () => invalidateGroups() });
}
