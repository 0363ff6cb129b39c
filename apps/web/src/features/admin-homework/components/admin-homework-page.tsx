import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title';
import { AdminHomeworkWorkspace } from './admin-homework-workspace';
import { StaffGate } from './staff-gate';

export function AdminHomeworkPage() {
  usePageTitle('Выдача ДЗ');
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Выдача ДЗ
          </Title>
          <Text c="dimmed">Домашние задания ученикам: подбор нерешённых задач по типам</Text>
        </div>
        <StaffGate>{(user) => <AdminHomeworkWorkspace staff={user} />}</StaffGate>
      </Stack>
    </Container>
  );
}
