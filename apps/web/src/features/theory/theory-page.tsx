import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { useCallback, useState } from 'react';
import { TheoryEditButton } from './theory-edit-button';
import { TheoryExampleDrawer, type TheoryExample } from './theory-example-drawer';
import { TheoryFrame } from './theory-frame';
import { theoryTypes, type TheoryType } from './theory-types';
import { usePageTitle } from '../../lib/use-page-title';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

type TheoryPageProps = {
  type: TheoryType;
  onSelectType: (type: TheoryType) => void;
};

export function TheoryPage({ type, onSelectType }: TheoryPageProps) {
  usePageTitle('Теория');
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const [example, setExample] = useState<TheoryExample | null>(null);
  const [exampleOpened, setExampleOpened] = useState(false);
  const runExample = useCallback((code: string) => {
    setExample((last) => ({ code, run: (last?.run ?? 0) + 1 }));
    setExampleOpened(true);
  }, []);
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Теория
            </Title>
            <Text c="dimmed">Выберите номер задания ЕГЭ, чтобы открыть его теорию</Text>
          </div>
          <TheoryEditButton type={type} />
        </Group>
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <SimpleGrid cols={{ base: 5, xs: 7, sm: 9, md: 13 }} spacing={6} verticalSpacing={6} role="group" aria-label="Номер задания">
            {theoryTypes.map((item) => {
              const selected = item === type;
              return (
                <Button
                  key={item}
                  variant={selected ? 'filled' : 'default'}
                  aria-pressed={selected}
                  onClick={() => onSelectType(item)}
                  px={4}
                  fz={item === blockKey ? 'xs' : 'sm'}
                >
                  {item}
                </Button>
              );
            })}
          </SimpleGrid>
        </Paper>
        <Paper withBorder style={{ overflow: 'hidden' }}>
          <TheoryFrame type={type} dark={dark} onRunExample={runExample} />
        </Paper>
      </Stack>
      <TheoryExampleDrawer opened={exampleOpened} example={example} onClose={() => setExampleOpened(false)} />
    </Container>
  );
}
