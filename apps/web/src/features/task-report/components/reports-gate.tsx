import type { Profile } from '@ege/core/identity/user-schemas';
import type { ReactNode } from 'react';
import { RuleNoticeGate } from '../../../components/rule-notice-gate';

/** The queue is the bank's care (the server's 'bankCare' rule): a student, a teacher or a guest sees why not. */
export function ReportsGate({ children }: { children: (user: Profile) => ReactNode }) {
  return (
    <RuleNoticeGate rule="bankCare" description="Сообщения об ошибках разбирают авторы заданий, модераторы и администраторы.">
      {children}
    </RuleNoticeGate>
  );
}
