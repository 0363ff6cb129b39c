import type { CreatedTask } from '@ege/core/tasks/authoring/task-authoring-schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldErrors } from '../../../lib/api-error';
import { checkUploadFields } from '../utils/check-upload-fields';
import type { UploadFields } from '../utils/upload-fields-of';
import { failedSubmit, type SubmitResult } from '../utils/submit-result';
import { uploadTask, type UploadFiles } from './upload-task';

/** Dropping the errors of fields the user has just changed, a server's included. */
export function withoutErrors(errors: FieldErrors, keys: readonly string[]): FieldErrors {
  if (!keys.some((key) => errors[key])) return errors;
  const next = { ...errors };
  for (const key of keys) delete next[key];
  return next;
}

/**
 * Sending a form to POST /tasks/: the fields are checked with the server's schema first; the
 * server's field errors land under the same fields. SPEC §8 texts for the outcome.
 */
export function useUploadSubmit(onUploaded: (created: CreatedTask) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<SubmitResult | null>(null);
  const upload = useMutation({
    mutationFn: uploadTask,
    onSuccess: (created) => {
      setErrors({});
      setResult({ kind: 'success', ids: created.ids });
      onUploaded(created);
    },
    onError: (error) => {
      const failed = failedSubmit(error, 'Ошибка при загрузке задачи');
      setErrors(failed.fields);
      setResult(failed.result);
    },
  });

  function submit(fields: UploadFields, files: UploadFiles) {
    const problems = checkUploadFields(fields);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return setResult({ kind: 'invalid' });
    setResult(null);
    upload.mutate({ fields, files });
  }

  return {
    errors,
    result,
    pending: upload.isPending,
    submit,
    clearErrors: (keys: readonly string[]) => setErrors((current) => withoutErrors(current, keys)),
    setError: (key: string, message: string | null) =>
      setErrors((current) => (message ? { ...current, [key]: [message] } : withoutErrors(current, [key]))),
  };
}
