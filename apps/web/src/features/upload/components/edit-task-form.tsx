import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { AnswerFields } from './answer-fields';
import { retypedAnswer } from '../utils/answer-values';
import { editFieldsOf, editValuesOf, isBlockQuestion, noRemovals, type EditValues, type FileRemovals } from '../utils/edit-values';
import { FormSection } from './form-section';
import { LazyRichTextField } from './lazy-rich-text-field';
import { SolutionField } from './solution-field';
import { StoredFiles } from './stored-files';
import { SubmitFooter } from './submit-footer';
import { TaskBasicsFields } from './task-basics-fields';
import { TaskFilesFields } from './task-files-fields';
import { noFiles, type UploadFiles } from '../api/upload-task';
import { useEditSubmit } from '../api/use-edit-submit';

type EditTaskFormProps = { task: TaskPayload; onSaved: (task: TaskPayload) => void };

/** One stored task, or one question of a 19-21 block (its condition and files are the block's). */
export function EditTaskForm({ task, onSaved }: EditTaskFormProps) {
  const block = isBlockQuestion(task);
  const [values, setValues] = useState<EditValues>(() => editValuesOf(task));
  const [files, setFiles] = useState<UploadFiles>(noFiles);
  const [removals, setRemovals] = useState<FileRemovals>(noRemovals);
  const form = useEditSubmit(task, onSaved);
  const update = (patch: Partial<EditValues>, touched: string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    form.clearErrors(touched);
  };
  const kept = task.attachments.length - removals.attachments.length;

  return (
    <form
      noValidate
      aria-label={`Задание #${task.id}`}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(editFieldsOf(task, values, removals), block ? { ...noFiles, solutionDocument: files.solutionDocument } : files);
      }}
    >
      <Stack gap="md">
        <FormSection title="Основное">
          <TaskBasicsFields
            subject={values.subject}
            difficulty={values.difficulty}
            type={{
              value: values.type,
              disabled: block,
              options: block ? [{ value: values.type, label: `${values.type} — вопрос блока 19-21` }] : undefined,
              onChange: (type) => update({ type, answer: retypedAnswer(values.answer, Number(type)) }, ['type', 'answer']),
            }}
            onSubjectChange={(subject) => update({ subject }, ['subject'])}
            onDifficultyChange={(difficulty) => update({ difficulty }, ['difficulty'])}
            errors={form.errors}
          />
        </FormSection>
        <FormSection title="Условие">
          <LazyRichTextField
            label={block ? 'Условие блока' : 'Текст задания'}
            description={block ? 'Общее для вопросов 19, 20 и 21' : undefined}
            required={block}
            value={values.text}
            onChange={(text) => update({ text }, ['text', 'condition'])}
            height={block ? 200 : 400}
            error={form.errors.condition?.[0] ?? form.errors.text?.[0]}
          />
          {block && (
            <LazyRichTextField
              label={`Текст вопроса ${task.type}`}
              required
              value={values.question}
              onChange={(question) => update({ question }, ['question'])}
              height={200}
              error={form.errors.question?.[0]}
            />
          )}
        </FormSection>
        <FormSection title="Ответ">
          <AnswerFields value={values.answer} onChange={(answer, touched) => update({ answer }, touched)} errors={form.errors} />
        </FormSection>
        <FormSection title="Разбор">
          <SolutionField
            label={block ? `Разбор вопроса ${task.type}` : 'Разбор решения'}
            value={values.solution}
            onChange={(solution) => update({ solution }, ['solution'])}
            error={form.errors.solution?.[0]}
          />
        </FormSection>
        <FormSection title="Файлы">
          <StoredFiles task={task} removals={removals} onChange={setRemovals} />
          <TaskFilesFields files={files} onChange={setFiles} onProblem={form.setError} errors={form.errors} solutionOnly={block} keptAttachments={kept} />
        </FormSection>
        <SubmitFooter result={form.result} pending={form.pending} label="Сохранить изменения" saves />
      </Stack>
    </form>
  );
}
