import type { BlockPayload } from '@ege/core/tasks/bank/block-schemas';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { blockAverages } from '../utils/block-averages';
import { BlockQuestion } from './block-question';
import { formatAverageAttempts, formatAverageTime } from '../utils/format-task-stats';
import { HomeworkNextButton } from './homework-next-button';
import { NextTaskButton } from './next-task-button';
import { TaskHeaderCards } from './task-header-cards';
import { TaskChangedNotice } from './task-changed-notice';
import { blockChangeOf } from '../utils/block-change';
import { TaskHtml } from '../../../components/task-html';
import { WithPythonPanel } from '../../../components/python/panel/with-python-panel';
import { useSolvingTimer } from '../hooks/use-solving-timer';

type BlockTrainerProps = {
  block: BlockPayload;
  onNext: () => void;
  nextLoading: boolean;
  /** Not signed in: no homework of theirs to go on with (issue 26). */
  guest?: boolean;
};

/** A loaded 19–21 block, mounted per block: its timer runs until all three questions are solved (SPEC §4). */
export function BlockTrainer({ block, onNext, nextLoading, guest = false }: BlockTrainerProps) {
  const [solved, setSolved] = useState(() => block.tasks.map((task) => task.status === 'solved'));
  const seconds = useSolvingTimer(!solved.every(Boolean));
  const averages = blockAverages(block.taskStats);
  const change = blockChangeOf(block.tasks);

  return (
    <Stack gap="md">
      <TaskHeaderCards
        number="19-21"
        ids={block.ids.join(', ')}
        seconds={seconds}
        averageTime={formatAverageTime(averages.time, false)}
        averageAttempts={formatAverageAttempts(averages.attempts, false)}
      />
      {change && <TaskChangedNotice changed={change} />}
      {/* One program for the game: it answers all three questions, so 'Вставить в ответ' has no one field to fill. */}
      <WithPythonPanel place={{ taskId: block.ids[0] ?? 0, examId: null }} attachments={[]}>
        {(solveButton) => (
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Условие блока">
            <Stack gap="sm">
              <Title order={2} fz={{ base: 20, sm: 22 }}>
                Условие блока
              </Title>
              <Text fw={700}>Условие:</Text>
              <TaskHtml html={block.condition} />
              {solveButton}
            </Stack>
          </Paper>
        )}
      </WithPythonPanel>
      {block.tasks.slice(0, 3).map((task, index) => (
        <BlockQuestion
          key={task.id}
          task={task}
          question={block.questions[index] ?? ''}
          stats={block.taskStats[index]}
          onSolved={() => setSolved((current) => current.map((value, i) => value || i === index))}
        />
      ))}
      <NextTaskButton onNext={onNext} loading={nextLoading} above={guest ? null : <HomeworkNextButton taskIds={block.ids} />} />
    </Stack>
  );
}
