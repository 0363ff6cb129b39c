import type { Profile } from '@ege/core/identity/user-schemas';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';
import { uploadAvatar } from './upload-avatar';

/** A new avatar: the profile as the answer has it is what every screen shows at once. */
export function useUploadAvatar({ onUploaded, onError }: { onUploaded: (profile: Profile) => void; onError: (error: unknown) => void }) {
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => {
      queryClient.setQueryData(trpc.users.me.queryKey(), profile);
      onUploaded(profile);
    },
    onError,
  });
}
