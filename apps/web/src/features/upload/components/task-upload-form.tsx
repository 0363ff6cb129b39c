import { Stack } from '@mantine/core';
import { useState } from 'react';
import { retypedAnswer } from '../utils/answer-values';
import { AnswerFields } from './answer-fields';
import { FormSection } from './form-section';
import { GenerateTaskButton } from './generate-task-button';
import { attachmentsOfDraft, formValuesOfDraft } from '../utils/generated-form-values';
import { LazyRichTextField } from './lazy-rich-text-field';
import { SolutionField } from './solution-field';
import { SubmitFooter } from './submit-footer';
import { TaskBasicsFields } from './task-basics-fields';
import { TaskFilesFields } from './task-files-fields';
import { emptyTaskForm, type TaskFormValues } from '../utils/task-form-values';
import { taskFieldsOf } from '../utils/upload-fields-of';
import { placePastedFiles } from '../utils/place-pasted-files';
import { noFiles, type UploadFiles } from '../api/upload-task';
import { useUploadSubmit } from '../api/use-upload-submit';

type TaskUploadFormProps = {
  values: TaskFormValues;
  onChange: (update: (values: TaskFormValues) => TaskFormValues) => void;
  /** After a successful upload, once the form is reset: the draft goes, the list refreshes. */
  onUploaded: () => void;
};

/** One task of types 1–27 except 19–21, with its files, to POST /tasks/. */
export function TaskUploadForm({ values, onChange, onUploaded }: TaskUploadFormProps) {
  const [files, setFiles] = useState<UploadFiles>(noFiles);
  const form = useUploadSubmit(() => {
    onChange(() => emptyTaskForm());
    setFiles(noFiles);
    onUploaded();
  });
  const placeFiles = (pasted: File[]) => {
    const placed = placePastedFiles(files, pasted);
    setFiles(placed.files);
    for (const [field, problem] of Object.entries(placed.problems)) form.setError(field, problem ?? null);
  };
  const update = (patch: Partial<TaskFormValues>, touched: string[]) => {
    onChange((current) => ({ ...current, ...patch }));
    form.clearErrors(touched);
  };

  return (
    <form
      noValidate
      aria-label="Одиночное задание"
      onPaste={(event) => {
        const pasted = [...event.clipboardData.files];
        // The editor puts pictures pasted into the text where the caret is; the form takes the rest.
        const inEditor = event.target instanceof Element && event.target.closest('.ProseMirror') !== null;
        const rest = inEditor ? pasted.filter((file) => !file.type.startsWith('image/')) : pasted;
        if (rest.length === 0) return;
        event.preventDefault();
        placeFiles(rest);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(taskFieldsOf(values), files);
      }}
    >
      <Stack gap="md">
        <FormSection title="Основное">
          <TaskBasicsFields
            subject={values.subject}
            difficulty={values.difficulty}
            type={{
              value: values.type,
              onChange: (type) => update({ type, answer: retypedAnswer(values.answer, type ? Number(type) : null) }, ['type', 'answer', 'answer_type']),
            }}
            onSubjectChange={(subject) => update({ subject }, ['subject'])}
            onDifficultyChange={(difficulty) => update({ difficulty }, ['difficulty'])}
            errors={form.errors}
          />
          <GenerateTaskButton
            type={values.type}
            difficulty={values.difficulty}
            onGenerated={(draft) => {
              if (draft.kind !== 'task') return;
              onChange((current) => formValuesOfDraft(draft, current));
              setFiles((current) => ({ ...current, attachments: attachmentsOfDraft(draft) }));
              form.clearErrors(['type', 'difficulty', 'text', 'answer', 'answer_type', 'solution', 'attachments']);
            }}
          />
        </FormSection>
        <FormSection title="Условие">
          <LazyRichTextField label="Текст задания" required value={values.text} onChange={(text) => update({ text }, ['text'])} height={400} error={form.errors.text?.[0]} />
        </FormSection>
        <FormSection title="Ответ">
          <AnswerFields value={values.answer} onChange={(answer, touched) => update({ answer }, touched)} errors={form.errors} />
        </FormSection>
        <FormSection title="Разбор">
          <SolutionField label="Разбор решения" value={values.solution} onChange={(solution) => update({ solution }, ['solution'])} error={form.errors.solution?.[0]} />
        </FormSection>
        <FormSection title="Файлы">
          <TaskFilesFields files={files} onChange={setFiles} onProblem={form.setError} errors={form.errors} onClipboardFiles={placeFiles} />
        </FormSection>
        <SubmitFooter result={form.result} pending={form.pending} label="Загрузить задачу" />
      </Stack>
    </form>
  );
}
