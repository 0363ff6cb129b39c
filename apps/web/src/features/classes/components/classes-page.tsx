import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title';
import { ClassGate } from './class-gate';
import { ClassesWorkspace } from './classes-workspace';
import { CompletionNotifySetting } from './completion-notify-setting';

/** /classes: the teacher's classes (issue 29 §1). */
export function ClassesPage() {
  usePageTitle('Классы');
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Классы
          </Title>
          <Text c="dimmed">Кто где застрял: ответы учеников по типам, прогноз и домашние задания</Text>
        </div>
        <ClassGate>
          {() => (
            <>
              <ClassesWorkspace />
              <CompletionNotifySetting />
            </>
          )}
        </ClassGate>
      </Stack>
    </Container>
  );
}
