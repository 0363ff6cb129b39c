import { Button } from '@mantine/core';
import { IconLogin, IconShieldLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageNotice } from './page-notice';
import { messages } from '@ege/core/text/messages';

export const adminOnlyText = messages.adminOnly;

type AdminOnlyNoticeProps = {
  description?: string;
  /** A guest gets the way to sign in beside the refusal: an admin who is signed out is a guest too. */
  signIn?: boolean;
};

/** What anyone without the needed role sees on an admin screen, guests included (SPEC §2); the server refuses the calls too. */
export function AdminOnlyNotice({ description = 'Этот раздел открыт только сотрудникам с нужной ролью.', signIn = false }: AdminOnlyNoticeProps) {
  return (
    <PageNotice icon={<IconShieldLock size={28} />} color="red" title={adminOnlyText} description={description}>
      {signIn && (
        <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
          Войти
        </Button>
      )}
    </PageNotice>
  );
}
