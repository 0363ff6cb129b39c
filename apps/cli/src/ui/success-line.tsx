/** @jsxRuntime automatic */
import { Text } from 'ink';
import type { ReactNode } from 'react';

/** The green ✔ line every successful command ends with. */
export function SuccessLine({ children }: { children: ReactNode }) {
  return (
    <Text>
      <Text color="green">✔ </Text>
      {children}
    </Text>
  );
}
