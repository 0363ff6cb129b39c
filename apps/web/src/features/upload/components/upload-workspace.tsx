import { Group, Stack, Tabs } from '@mantine/core';
import { IconFileUpload, IconList, IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { invalidateMyTasks } from '../api/invalidate-my-tasks';
import { AutosaveIndicator } from './autosave-indicator';
import { BlockUploadForm } from './block-upload-form';
import { MyTasksList } from './my-tasks-list';
import { TaskUploadForm } from './task-upload-form';
import type { UploadDraft } from '../utils/upload-draft';
import type { UploadTab } from '../utils/upload-tabs';
import { useDraftAutosave, type SavedDraft } from '../api/use-draft-autosave';
import classes from './upload-workspace.module.css';

type UploadWorkspaceProps = {
  tab: UploadTab;
  onTabChange: (tab: UploadTab) => void;
  isAdmin: boolean;
  initialDraft: UploadDraft;
  savedDraft: SavedDraft;
};

/** The two upload forms (kept mounted, so chosen files survive a tab switch) and the list of tasks. */
export function UploadWorkspace({ tab, onTabChange, isAdmin, initialDraft, savedDraft }: UploadWorkspaceProps) {
  const [draft, setDraft] = useState(initialDraft);
  const autosave = useDraftAutosave(draft, savedDraft);
  const afterUpload = () => {
    autosave.clear();
    void invalidateMyTasks();
  };

  return (
    <Tabs value={tab} onChange={(value) => value && onTabChange(value as UploadTab)} variant="pills" radius="md" classNames={{ list: classes.list, tab: classes.tab, tabSection: classes.tabIcon }}>
      <Stack gap="sm">
        <Tabs.List>
          <Tabs.Tab value="task" leftSection={<IconFileUpload size={16} />}>
            Одиночное задание
          </Tabs.Tab>
          <Tabs.Tab value="block" leftSection={<IconStack2 size={16} />}>
            Блок 19-21
          </Tabs.Tab>
          <Tabs.Tab value="mine" leftSection={<IconList size={16} />}>
            Мои задания
          </Tabs.Tab>
        </Tabs.List>
        {tab !== 'mine' && (
          <Group justify="flex-end">
            <AutosaveIndicator status={autosave.status} />
          </Group>
        )}
        <Tabs.Panel value="task">
          <TaskUploadForm values={draft.task} onChange={(update) => setDraft((current) => ({ ...current, task: update(current.task) }))} onUploaded={afterUpload} />
        </Tabs.Panel>
        <Tabs.Panel value="block">
          <BlockUploadForm values={draft.block} onChange={(update) => setDraft((current) => ({ ...current, block: update(current.block) }))} onUploaded={afterUpload} />
        </Tabs.Panel>
        <Tabs.Panel value="mine">{tab === 'mine' && <MyTasksList isAdmin={isAdmin} />}</Tabs.Panel>
      </Stack>
    </Tabs>
  );
}
