import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldErrors } from '../../../lib/api-error';
import { checkEditFields } from '../utils/edit-values';
import { failedSubmit, type SubmitResult } from '../utils/submit-result';
import { updateTask } from './update-task';
import type { UploadFields } from '../utils/upload-fields-of';
import type { UploadFiles } from './upload-task';
import { withoutErrors } from './use-upload-submit';

/** Saving an edit through PUT /tasks/tasks/{id}/, with the same checks and error display as an upload. */
export function useEditSubmit(task: TaskPayload, onSaved: (task: TaskPayload) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<SubmitResult | null>(null);
  const save = useMutation({
    mutationFn: updateTask,
    onSuccess: (saved) => {
      setErrors({});
      setResult({ kind: 'saved' });
      onSaved(saved);
    },
    onError: (error) => {
      const failed = failedSubmit(error, 'Ошибка сохранения');
      setErrors(failed.fields);
      setResult(failed.result);
    },
  });

  function submit(fields: UploadFields, files: UploadFiles) {
    const problems = checkEditFields(task, fields);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return setResult({ kind: 'invalid' });
    setResult(null);
    save.mutate({ id: task.id, fields, files });
  }

  return {
    errors,
    result,
    pending: save.isPending,
    submit,
    clearErrors: (keys: readonly string[]) => setErrors((current) => withoutErrors(current, keys)),
    setError: (key: string, message: string | null) =>
      setErrors((current) => (message ? { ...current, [key]: [message] } : withoutErrors(current, [key]))),
  };
}
