/** @jsxRuntime automatic */
import { Box, Text } from 'ink';
import type { CliFailure } from '../errors/exit-codes';

export function FailureReport({ failure, hint }: { failure: CliFailure; hint?: string | undefined }) {
  return (
    <Box flexDirection="column">
      <Text color="red">✖ {failure.message}</Text>
      {failure.details.map((line) => (
        <Text key={line} color="red">
          {'  '}
          {line}
        </Text>
      ))}
      {failure.hints?.map((line) => (
        <Text key={line} dimColor>
          {'  '}
          {line}
        </Text>
      ))}
      {hint ? <Text dimColor>{hint}</Text> : null}
    </Box>
  );
}
