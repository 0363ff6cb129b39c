import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Group, Input, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { maxTableSide } from '@ege/core/tasks/checking/answer-layout';
import type { FieldErrors } from '../../../lib/api-error';
import { AnswerTable } from '../../../components/answer-table';
import { withTableShape, type AnswerType, type AnswerValues } from '../utils/answer-values';

type AnswerFieldsProps = {
  value: AnswerValues;
  onChange: (answer: AnswerValues, touched: string[]) => void;
  errors: FieldErrors;
  /** A block question's type: its fields are named answer_19, table_rows_19 and so on. */
  question?: number;
};

const answerTypes = [
  { value: 'field', label: 'Поле' },
  { value: 'table', label: 'Таблица' },
];

/** answer_type, the table's rows and columns (1–20, never below 1) and the answer itself. */
export function AnswerFields({ value, onChange, errors, question }: AnswerFieldsProps) {
  const suffix = question === undefined ? '' : `_${question}`;
  const label = question === undefined ? 'Ответ' : `Ответ на вопрос ${question}`;
  const typeLabel = question === undefined ? 'Тип ответа' : `Тип ответа на вопрос ${question}`;
  const names = { type: `answer_type${suffix}`, answer: `answer${suffix}`, rows: `table_rows${suffix}`, cols: `table_cols${suffix}` };
  const answerError = errors[names.answer]?.[0] ?? errors[names.type]?.[0];
  const setSide = (side: 'rows' | 'cols', next: string | number) => {
    if (typeof next !== 'number' || !Number.isInteger(next) || next < 1 || next > maxTableSide) return;
    const shaped = side === 'rows' ? withTableShape(value, next, value.cols) : withTableShape(value, value.rows, next);
    onChange(shaped, [names[side], names.answer]);
  };

  return (
    <Stack gap="sm">
      <Input.Wrapper label={typeLabel} labelElement="div">
        <div>
          <SegmentedControl
            mt={4}
            data={answerTypes}
            value={value.answerType}
            onChange={(next) => onChange({ ...value, answerType: next as AnswerType }, [names.type, names.answer])}
            aria-label={typeLabel}
          />
        </div>
      </Input.Wrapper>
      {value.answerType === 'table' && (
        <Group gap="sm" grow maw={320}>
          <NumberInput
            label="Строк"
            min={1}
            max={maxTableSide}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={value.rows}
            onChange={(next) => setSide('rows', next)}
            error={errors[names.rows]?.[0]}
          />
          <NumberInput
            label="Столбцов"
            min={1}
            max={maxTableSide}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={value.cols}
            onChange={(next) => setSide('cols', next)}
            error={errors[names.cols]?.[0]}
          />
        </Group>
      )}
      {value.answerType === 'field' ? (
        <TextInput
          label={label}
          required
          autoComplete="off"
          spellCheck={false}
          value={value.answer}
          onChange={(event) => onChange({ ...value, answer: event.currentTarget.value }, [names.answer])}
          error={answerError}
        />
      ) : (
        <Input.Wrapper label={label} labelElement="div" required error={answerError} description="Вставка нескольких значений в первую ячейку заполнит таблицу">
          <AnswerTable rows={value.cells} onChange={(cells) => onChange({ ...value, cells }, [names.answer])} invalid={Boolean(answerError)} label={label} />
        </Input.Wrapper>
      )}
    </Stack>
  );
}
