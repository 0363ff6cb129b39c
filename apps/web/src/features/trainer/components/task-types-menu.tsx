import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import { TaskTypesDrawer } from './task-types-drawer';
import { TaskTypesSelect } from './task-types-select';
import type { TrainerType } from '../utils/trainer-types';
import { useTypeChances } from '../api/use-type-chances';
import { useTypeProgress } from '../api/use-type-progress';

type TaskTypesMenuProps = {
  current: TrainerType | null;
  pendingType: TrainerType | null;
  onSelect: (type: TrainerType) => void;
};

/** 'Типы заданий': a slide-out menu from the left, or a dropdown under 768 px; each type with its progress and first-try chance. */
export function TaskTypesMenu({ current, pendingType, onSelect }: TaskTypesMenuProps) {
  const narrow = useNarrowScreen();
  const [opened, drawer] = useDisclosure(false);
  const progress = useTypeProgress();
  const chances = useTypeChances();

  if (narrow) return <TaskTypesSelect current={current} progress={progress.data} chances={chances} pendingType={pendingType} onSelect={onSelect} />;
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
        chances={chances}
        pendingType={pendingType}
        onSelect={(type) => {
          drawer.close();
          onSelect(type);
        }}
      />
    </>
  );
}
