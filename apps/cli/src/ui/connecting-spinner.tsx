/** @jsxRuntime automatic */
import { Text } from 'ink';
import Spinner from 'ink-spinner';

export const connectingLabel = 'Подключаюсь к базе…';

/** Shown while the database opens: starting the embedded server the first time takes a few seconds. */
export function ConnectingSpinner({ target }: { target: string }) {
  return (
    <Text>
      <Text color="cyan">
        <Spinner type="dots" />
      </Text>{' '}
      {connectingLabel} <Text dimColor>({target})</Text>
    </Text>
  );
}
