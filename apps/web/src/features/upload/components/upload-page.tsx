import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStoredDraft } from '../api/use-stored-draft';
import { emptyUploadDraft, readUploadDraft } from '../utils/upload-draft';
import { UploadGate } from './upload-gate';
import type { UploadTab } from '../utils/upload-tabs';
import { UploadWorkspace } from './upload-workspace';

type UploadPageProps = { tab: UploadTab; onTabChange: (tab: UploadTab) => void };

/**
 * The forms start once the stored draft is known (GET /tasks/upload-draft/), so it is restored, not
 * overwritten; autosave keeps the cached copy current for a return within the same tab.
 */
function DraftedWorkspace({ isAdmin, ...tabs }: UploadPageProps & { isAdmin: boolean }) {
  const stored = useStoredDraft();
  if (stored.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Загрузка черновика" />
      </Center>
    );
  }
  const draft = stored.data?.draft ? readUploadDraft(stored.data.draft) : emptyUploadDraft();
  const savedAt = stored.data?.draft ? stored.data.updated_at : null;
  return <UploadWorkspace {...tabs} isAdmin={isAdmin} initialDraft={draft} savedDraft={{ serialized: JSON.stringify(draft), at: savedAt }} />;
}

export function UploadPage({ tab, onTabChange }: UploadPageProps) {
  usePageTitle('Загрузка задач');
  return (
    <Container size="md" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Загрузка задач
          </Title>
          <Text c="dimmed">Одиночные задания 1–27 и блоки 19-21 для тренажера</Text>
        </div>
        <UploadGate>{(user) => <DraftedWorkspace tab={tab} onTabChange={onTabChange} isAdmin={user.role === 'admin'} />}</UploadGate>
      </Stack>
    </Container>
  );
}
