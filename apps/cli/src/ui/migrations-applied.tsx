/** @jsxRuntime automatic */
import { Box, Text } from 'ink';
import { SuccessLine } from './success-line';

export const schemaCurrentMessage = 'Схема базы актуальна';

export function MigrationsApplied({ applied }: { applied: string[] }) {
  if (applied.length === 0) return <SuccessLine>{schemaCurrentMessage}</SuccessLine>;
  return (
    <Box flexDirection="column">
      <SuccessLine>Применены миграции: {applied.length}</SuccessLine>
      {applied.map((name) => (
        <Text key={name}>
          {'  '}
          {name}
        </Text>
      ))}
    </Box>
  );
}
