import type { Profile } from '@ege/core/identity/user-schemas';
import type { ReactNode } from 'react';
import { RuleNoticeGate } from '../../../components/rule-notice-gate';

/** Classes are the staff's (the server's 'staff' rule): a student or a guest sees why not, and no class. */
export function ClassGate({ children }: { children: (user: Profile) => ReactNode }) {
  return (
    <RuleNoticeGate rule="staff" description="Классы и их отчёты видят преподаватели и администраторы.">
      {children}
    </RuleNoticeGate>
  );
}
