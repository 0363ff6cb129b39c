import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { AnswerFields } from './answer-fields';
import { blockQuestionTypes, emptyBlockForm, type BlockFormValues, type BlockQuestionType, type BlockQuestionValues } from '../utils/block-form-values';
import { FormSection } from './form-section';
import { GenerateTaskButton } from './generate-task-button';
import { blockValuesOfDraft } from '../utils/generated-form-values';
import { LazyRichTextField } from './lazy-rich-text-field';
import { SolutionField } from './solution-field';
import { SubmitFooter } from './submit-footer';
import { TaskBasicsFields } from './task-basics-fields';
import { TaskFilesFields } from './task-files-fields';
import { blockFieldsOf } from '../utils/upload-fields-of';
import { noFiles, type UploadFiles } from '../api/upload-task';
import { useUploadSubmit } from '../api/use-upload-submit';

type BlockUploadFormProps = {
  values: BlockFormValues;
  onChange: (update: (values: BlockFormValues) => BlockFormValues) => void;
  onUploaded: () => void;
};

/** A 19-21 block: one condition, three questions with their answers, and a solution document; 'Сгенерировать' fills it from the block's generator. */
export function BlockUploadForm({ values, onChange, onUploaded }: BlockUploadFormProps) {
  const [files, setFiles] = useState<UploadFiles>(noFiles);
  const form = useUploadSubmit(() => {
    onChange(() => emptyBlockForm());
    setFiles(noFiles);
    onUploaded();
  });
  const update = (patch: Partial<BlockFormValues>, touched: string[]) => {
    onChange((current) => ({ ...current, ...patch }));
    form.clearErrors(touched);
  };
  const updateQuestion = (type: BlockQuestionType, patch: Partial<BlockQuestionValues>, touched: string[]) => {
    onChange((current) => ({ ...current, questions: { ...current.questions, [type]: { ...current.questions[type], ...patch } } }));
    form.clearErrors(touched);
  };

  return (
    <form
      noValidate
      aria-label="Блок 19-21"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(blockFieldsOf(values), { ...noFiles, solutionDocument: files.solutionDocument });
      }}
    >
      <Stack gap="md">
        <FormSection title="Основное">
          <TaskBasicsFields
            subject={values.subject}
            difficulty={values.difficulty}
            onSubjectChange={(subject) => update({ subject }, ['subject'])}
            onDifficultyChange={(difficulty) => update({ difficulty }, ['difficulty'])}
            errors={form.errors}
          />
          <GenerateTaskButton
            type={blockKey}
            difficulty={values.difficulty}
            onGenerated={(draft) => {
              if (draft.kind !== 'block') return;
              onChange((current) => blockValuesOfDraft(draft, current));
              form.clearErrors([
                'difficulty',
                'condition',
                ...blockQuestionTypes.flatMap((type) => [`question_${type}`, `answer_${type}`, `answer_type_${type}`, `table_rows_${type}`, `table_cols_${type}`, `solution_${type}`]),
              ]);
            }}
          />
        </FormSection>
        <FormSection title="Условие">
          <LazyRichTextField
            label="Условие блока"
            required
            value={values.condition}
            onChange={(condition) => update({ condition }, ['condition'])}
            height={200}
            error={form.errors.condition?.[0]}
          />
        </FormSection>
        {blockQuestionTypes.map((type) => (
          <FormSection key={type} title={`Вопрос ${type}`}>
            <LazyRichTextField
              label={`Текст вопроса ${type}`}
              required
              value={values.questions[type].question}
              onChange={(question) => updateQuestion(type, { question }, [`question_${type}`])}
              height={200}
              error={form.errors[`question_${type}`]?.[0]}
            />
            <AnswerFields
              question={type}
              value={values.questions[type].answer}
              onChange={(answer, touched) => updateQuestion(type, { answer }, touched)}
              errors={form.errors}
            />
            <SolutionField
              label={`Разбор вопроса ${type}`}
              value={values.questions[type].solution}
              onChange={(solution) => updateQuestion(type, { solution }, [`solution_${type}`])}
              error={form.errors[`solution_${type}`]?.[0]}
              height={150}
            />
          </FormSection>
        ))}
        <FormSection title="Файлы">
          <TaskFilesFields files={files} onChange={setFiles} onProblem={form.setError} errors={form.errors} solutionOnly />
        </FormSection>
        <SubmitFooter result={form.result} pending={form.pending} label="Загрузить блок" />
      </Stack>
    </form>
  );
}
