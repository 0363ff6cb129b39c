import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Button, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBook2, IconChevronDown, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { LazyPythonPanel } from './python/panel/lazy-python-panel';
import { TaskHtml } from './task-html';
import { TaskReportPlace } from './task-report-slot';
import classes from './worked-solution.module.css';

type Program = { code: string; place: HTMLElement };

/**
 * A task's worked solution ('Разбор'): the server sends it only once the task is solved or its answer
 * shown, so whoever renders this has already earned it. Folded at first: the verdict stays in view.
 * Given the task's files, each Python program in it gets 'Запустить': it runs in the browser beside
 * those files, in a panel under the text where it can be changed and run again. Given the task's id,
 * it ends with 'Сообщить об ошибке в разборе' where the page offers reports (decision 075).
 */
export function WorkedSolution({ html, opened: initiallyOpened = false, files, taskId }: { html: string; opened?: boolean; files?: TaskPayload['attachments']; taskId?: number }) {
  const [opened, setOpened] = useState(initiallyOpened);
  const bodyId = useId();
  const body = useRef<HTMLDivElement>(null);
  const [programs, setPrograms] = useState<Program[]>([]);
  const [running, setRunning] = useState<{ code: string; index: number } | null>(null);
  const runnable = files !== undefined;

  // A place for 'Запустить' after each program of the sanitised HTML, which React does not own.
  useEffect(() => {
    const element = body.current;
    if (!runnable || !element) return;
    // Python, or code of no named language (an author's plain code block): the trainer's programs are Python.
    const programs = Array.from(element.querySelectorAll<HTMLElement>('pre > code')).filter((code) => !/(^|\s)language-(?!python\b)/.test(code.className));
    const found = programs.map((code) => {
      const place = document.createElement('div');
      place.className = classes.run ?? '';
      const frame = code.closest<HTMLElement>('[data-scroll-box]')?.parentElement ?? code.parentElement;
      frame?.after(place);
      return { code: code.textContent ?? '', place };
    });
    setPrograms(found);
    return () => {
      for (const program of found) program.place.remove();
    };
    // The folded body is not rendered: the places are made when it opens.
  }, [html, runnable, opened]);

  return (
    <Paper withBorder radius="md" component="section" aria-label="Разбор" className={classes.box}>
      <UnstyledButton className={classes.toggle} onClick={() => setOpened((open) => !open)} aria-expanded={opened} aria-controls={bodyId}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconBook2 size={20} aria-hidden />
            <Text fw={600}>Разбор</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="dimmed">
              {opened ? 'Скрыть' : 'Показать'}
            </Text>
            <IconChevronDown size={18} aria-hidden className={classes.chevron} data-opened={opened || undefined} />
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={bodyId}>
        <Stack gap="md" className={classes.body}>
          <div ref={body}>
            <TaskHtml html={html} />
          </div>
          {programs.map((program, index) =>
            createPortal(
              <Button size="xs" variant="light" leftSection={<IconPlayerPlayFilled size={14} />} onClick={() => setRunning({ code: program.code, index })}>
                {programs.length > 1 ? `Запустить программу ${index + 1}` : 'Запустить программу'}
              </Button>,
              program.place,
              String(index),
            ),
          )}
          {running && files && (
            <LazyPythonPanel
              key={running.index}
              place={null}
              initialCode={running.code}
              files={files.map((file) => ({ name: file.file, url: file.url }))}
              title="Программа из разбора"
              autoRun
              onClose={() => setRunning(null)}
            />
          )}
          {taskId !== undefined && <TaskReportPlace taskId={taskId} about="solution" end />}
        </Stack>
      </Collapse>
    </Paper>
  );
}
