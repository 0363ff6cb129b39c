import type { VariantDetail } from '@ege/core/variants/variant-schemas';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import { AllInOneView } from './all-in-one-view';
import { FinishConfirmModal } from './finish-confirm-modal';
import { KegeView } from './kege-view';
import { TaskNumberNav, type TaskNumberState } from './task-number-nav';
import { useVariantSolver } from '../api/use-variant-solver';
import { ExitButton, FinishButton, SaveDraftButton } from './variant-actions';
import { isAnswered, verdictOf } from '../utils/variant-answers';
import { VariantHeader } from './variant-header';
import { VariantStickyBar } from './variant-sticky-bar';

/** One variant being solved, in its mode; mounted per variant, so its progress starts from its own draft. */
export function VariantSolver({ variant }: { variant: VariantDetail }) {
  const solver = useVariantSolver(variant);
  const [confirming, setConfirming] = useState(false);
  const inline = variant.show_results_mode === 'inline';
  const states: TaskNumberState[] = variant.task_payloads.map((task) => ({
    answered: isAnswered(solver.answers[String(task.id)]),
    verdict: inline ? verdictOf(solver.verdicts, task.id, solver.answers) : null,
  }));
  const total = states.length;
  const answered = states.filter((state) => state.answered).length;

  // Only a variant whose every answer has already shown 'Верно' has nothing left to reveal.
  const allShownCorrect = states.every((state) => state.verdict === 'correct');
  const requestFinish = () => {
    if (allShownCorrect) solver.finish();
    else setConfirming(true);
  };
  const finishButton = <FinishButton finishing={solver.finishing} onFinish={requestFinish} />;
  const kege = variant.mode === 'KEGE';
  const narrow = useNarrowScreen();

  return (
    <Stack gap="md">
      <VariantHeader
        variant={variant}
        seconds={solver.timer.seconds}
        answered={answered}
        saveStatus={solver.saveStatus}
        showTimer={!narrow}
        actions={
          <>
            <SaveDraftButton onSave={solver.saveDraft} />
            {kege && !narrow && finishButton}
            <ExitButton onExit={solver.exit} />
          </>
        }
      />
      {narrow && (
        <VariantStickyBar
          seconds={solver.timer.seconds}
          answered={answered}
          total={total}
          finish={finishButton}
          numbers={kege ? <TaskNumberNav states={states} current={solver.currentIndex} onSelect={solver.goTo} oneLine /> : undefined}
        />
      )}
      {kege ? (
        <KegeView variant={variant} solver={solver} states={states} showNumbers={!narrow} />
      ) : (
        <>
          <AllInOneView variant={variant} solver={solver} states={states} />
          {!narrow && (
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text c="dimmed" size="sm">
                  Отвечено: {answered} из {total}
                </Text>
                {finishButton}
              </Group>
            </Paper>
          )}
        </>
      )}
      <FinishConfirmModal
        opened={confirming}
        unanswered={total - answered}
        total={total}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          solver.finish();
        }}
      />
    </Stack>
  );
}
