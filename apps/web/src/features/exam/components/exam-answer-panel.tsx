import type { ExamTask } from '@ege/core/exam/exam-schemas';
import type { AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { isBlankAnswer } from '@ege/core/tasks/checking/answer-value';
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconEraser } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { AnswerInput } from '../../../components/answer-input';
import { answerHintOf } from '../../../lib/answer-hint-of';

type ExamAnswerPanelProps = {
  task: ExamTask;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  onSave: () => void;
  onClear: () => void;
  disabled: boolean;
};

/**
 * The answer field or table with 'Сохранить' and 'Очистить'. Typing saves by itself a second later;
 * 'Сохранить' saves now and moves on, as the exam's station does. Nothing here says right or wrong.
 */
export function ExamAnswerPanel({ task, value, onChange, onSave, onClear, disabled }: ExamAnswerPanelProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Ответ">
      <Stack gap="sm">
        <AnswerInput value={value} onChange={onChange} disabled={disabled} error={null} hint={answerHintOf(task.type, value)} />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} disabled={disabled}>
            Сохранить
          </Button>
          <Button variant="default" leftSection={<IconEraser size={18} />} onClick={onClear} disabled={disabled || isBlankAnswer(value)}>
            Очистить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
