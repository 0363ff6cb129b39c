import { IconShieldLock } from '@tabler/icons-react';
import { PageNotice } from './page-notice';

export const adminOnlyText = 'Доступ только для администратора';

/** What a signed-in user without the needed role sees on an admin screen (the server refuses the calls too). */
export function AdminOnlyNotice() {
  return <PageNotice icon={<IconShieldLock size={28} />} color="red" title={adminOnlyText} description="Этот раздел открыт только сотрудникам с нужной ролью." />;
}
