import { fieldErrorsOf } from '@ege/core/validation/field-errors-of';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '../../lib/api-error';

/** A change to the password makes the old verdict on its confirmation stale too. */
const dependentFields: Record<string, string[]> = { password: ['confirmPassword'] };

/**
 * Form state checked with the same zod schema the server uses. Errors appear on submit; editing a
 * field clears its error, a server error included.
 */
export function useSchemaForm<Values extends Record<string, string>, Output>(schema: z.ZodType<Output, Values>, initialValues: Values) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  function setField(name: keyof Values & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const stale = [name, ...(dependentFields[name] ?? [])].filter((field) => current[field]);
      if (stale.length === 0) return current;
      const next = { ...current };
      for (const field of stale) delete next[field];
      return next;
    });
  }

  function errorOf(name: keyof Values & string): string | undefined {
    return errors[name]?.[0];
  }

  /** value, onChange and error of one input, as Mantine's inputs take them. */
  function inputProps(name: keyof Values & string) {
    return {
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.currentTarget.value),
      error: errorOf(name),
    };
  }

  function handleSubmit(onValid: (data: Output) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        setErrors(fieldErrorsOf(parsed.error));
        return;
      }
      setErrors({});
      onValid(parsed.data);
    };
  }

  return { inputProps, setErrors, handleSubmit };
}
