/** @jsxRuntime automatic */
import type { RegistrationStatus } from '@ege/core/settings/registration-setting';
import { Text } from 'ink';
import { SuccessLine } from './success-line';

/** After a switch, a green line with the new state; when only asked, the state itself. */
export function RegistrationState({ status, changed }: { status: RegistrationStatus; changed: boolean }) {
  const state = status.registration_enabled ? 'включена' : 'выключена';
  if (!changed) {
    return (
      <Text>
        Регистрация {state}: {status.message}
      </Text>
    );
  }
  return (
    <SuccessLine>
      Регистрация {state} <Text dimColor>({status.message})</Text>
    </SuccessLine>
  );
}
