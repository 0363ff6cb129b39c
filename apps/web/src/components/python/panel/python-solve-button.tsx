import { Button } from '@mantine/core';
import { IconBrandPython } from '@tabler/icons-react';

/** 'Решить на Python': opens the editor beside the statement (below it on a phone), and closes it. */
export function PythonSolveButton({ opened, onToggle, controls }: { opened: boolean; onToggle: () => void; controls?: string }) {
  return (
    <Button variant={opened ? 'filled' : 'light'} leftSection={<IconBrandPython size={18} aria-hidden />} onClick={onToggle} aria-expanded={opened} aria-controls={controls}>
      {opened ? 'Скрыть Python' : 'Решить на Python'}
    </Button>
  );
}
