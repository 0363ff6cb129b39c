import { useMutation } from '@tanstack/react-query';
import { invalidateGroups } from './invalidate-groups';
import { sendGroupForm, type GroupFormValues } from './send-group-form';

/** Saving the group's settings; `onSaved` comes before the group is reread. */
export function useSaveGroup(groupId: number, onSaved: () => void) {
  return useMutation({
    mutationFn: (form: GroupFormValues) => sendGroupForm(form, groupId),
    onSuccess: async () => {
      onSaved();
      await invalidateGroups();
    },
  });
}
