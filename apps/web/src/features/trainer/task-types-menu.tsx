import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useNarrowScreen } from '../../lib/use-narrow-screen';
import { TaskTypesDrawer } from './task-types-drawer';
import { TaskTypesSelect } from './task-types-select';
import type { TrainerType } from './trainer-types';
import { useTypeProgress } from './use-type-progress';

type TaskTypesMenuProps = {
  current: TrainerType | null;
  pendingType: TrainerType | null;
  onSelect: (type: TrainerType) => void;
};

/** 'Типы заданий': a slide-out menu from the left, or a dropdown under 768 px. */
export function TaskTypesMenu({ current, pendingType, onSelect }: TaskTypesMenuProps) {
  const narrow = useNarrowScreen();
  const [opened, drawer] = useDisclosure(false);
  const progress = useTypeProgress();

  if (narrow) return <TaskTypesSelect current={current} progress={progress.data} pendingType={pendingType} onSelect={onSelect} />;
  return (
    <>
      <Button variant="default" leftSection={<IconLayoutSidebarLeftExpand size={18} />} onClick={drawer.open} loading={pendingType !== null}>
        Типы заданий
      </Button>
      <TaskTypesDrawer
        opened={opened}
        onClose={drawer.close}
        current={current}
        progress={progress.data}
        pendingType={pendingType}
        onSelect={(type) => {
          drawer.close();
          onSelect(type);
        }}
      />
    </>
  );
}
