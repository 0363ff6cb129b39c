import type { AnswerFormProblem } from '@ege/core/tasks/checking/check-answer-form';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowsSplit2, IconSend } from '@tabler/icons-react';

type AnswerFormWarningProps = {
  problem: AnswerFormProblem;
  onSpread: () => void;
  onSendAsIs: () => void;
  /** 'Проверить как есть' in the trainer, 'Сохранить как есть' in a variant. */
  sendLabel: string;
};

/** An answer whose form cannot be right, caught before it is sent: nothing is spent (decision 022). */
export function AnswerFormWarning({ problem, onSpread, onSendAsIs, sendLabel }: AnswerFormWarningProps) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />} title={problem.message} role="alert" data-testid="answer-form-warning">
      <Stack gap="xs">
        <Text size="sm">Ответ не отправлен, попытка не потрачена. Исправьте ответ{problem.spread ? ' или разнесите значения по ячейкам' : ''}.</Text>
        <Group gap="xs" wrap="wrap">
          {problem.spread && (
            <Button size="xs" leftSection={<IconArrowsSplit2 size={16} />} onClick={onSpread}>
              Разнести по ячейкам
            </Button>
          )}
          <Button size="xs" variant="default" leftSection={<IconSend size={16} />} onClick={onSendAsIs}>
            {sendLabel}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
