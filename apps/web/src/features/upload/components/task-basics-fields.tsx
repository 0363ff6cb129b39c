import { Select, SimpleGrid } from '@mantine/core';
import type { FieldErrors } from '../../../lib/api-error';
import { difficultyOptions } from '../utils/difficulty-options';
import { subjectOptionsWith } from '../utils/subject-options';
import { defaultSubject } from '../utils/task-form-values';
import { taskTypeOptions } from '../utils/task-type-options';

type TaskBasicsFieldsProps = {
  subject: string;
  difficulty: string;
  /** The type select; a block has none of its own. */
  type?: { value: string; onChange: (type: string) => void; disabled?: boolean; options?: { value: string; label: string }[] };
  onSubjectChange: (subject: string) => void;
  onDifficultyChange: (difficulty: string) => void;
  errors: FieldErrors;
};

/** Subject (a select, default inf), type and difficulty: each required, with its own message. */
export function TaskBasicsFields({ subject, difficulty, type, onSubjectChange, onDifficultyChange, errors }: TaskBasicsFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: type ? 3 : 2 }} spacing="md">
      <Select
        label="Предмет"
        description="Банк заданий предмета"
        placeholder="Выберите предмет"
        required
        data={subjectOptionsWith(subject)}
        value={subject || null}
        onChange={(value) => onSubjectChange(value ?? defaultSubject)}
        allowDeselect={false}
        comboboxProps={{ shadow: 'md' }}
        error={errors.subject?.[0]}
      />
      {type && (
        <Select
          label="Тип задания"
          description="Задания 19–21 — во вкладке «Блок 19-21»"
          placeholder="Выберите тип"
          required
          data={type.options ?? taskTypeOptions}
          value={type.value || null}
          onChange={(value) => type.onChange(value ?? '')}
          allowDeselect={false}
          disabled={type.disabled}
          maxDropdownHeight={300}
          comboboxProps={{ shadow: 'md' }}
          error={errors.type?.[0]}
        />
      )}
      <Select
        label="Сложность"
        description="1 — лёгкая, 2 — средняя, 3 — сложная"
        placeholder="Выберите сложность"
        required
        data={difficultyOptions.map(({ value, label }) => ({ value, label }))}
        value={difficulty || null}
        onChange={(value) => onDifficultyChange(value ?? '')}
        allowDeselect={false}
        comboboxProps={{ shadow: 'md' }}
        error={errors.difficulty?.[0]}
      />
    </SimpleGrid>
  );
}
