import { Drawer, Text } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { LazyPythonPanel } from '../../components/python/panel/lazy-python-panel';

export type TheoryExample = { code: string; run: number };

/** A theory example brings no files; one array for every render, so the panel sees no change. */
const noFiles: readonly [] = [];

type TheoryExampleDrawerProps = {
  opened: boolean;
  /** The last example run; it stays while the drawer slides away. */
  example: TheoryExample | null;
  onClose: () => void;
};

/**
 * A theory page's Python example, run in the browser beside the page: the student may edit it and run
 * it again, and nothing is kept (place null). Full width on a phone, beside the page on a wide screen.
 */
export function TheoryExampleDrawer({ opened, example, onClose }: TheoryExampleDrawerProps) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  // Escape closes the drawer, except in the editor: there it is the keyboard's way out of the code
  // (Escape, then Tab), which a drawer closing under it would take away.
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape' && !(event.target instanceof Element && event.target.closest('.cm-editor'))) onClose();
  });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 560}
      // A phone's width goes to the code, not to margins around the panel's own border.
      padding={phone ? 'xs' : 'md'}
      title={<Text fw={700}>Пример на Python</Text>}
      closeButtonProps={{ 'aria-label': 'Закрыть пример' }}
      closeOnEscape={false}
    >
      {example && (
        // A new 'Запустить' starts a fresh panel with that example's code and runs it once.
        <LazyPythonPanel key={example.run} place={null} initialCode={example.code} files={noFiles} title="Пример из теории" autoRun />
      )}
    </Drawer>
  );
}
