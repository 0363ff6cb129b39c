import { LazyRichTextField } from './lazy-rich-text-field';

type SolutionFieldProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  height?: number;
};

/** The optional worked solution ('Разбор'): students see it once they solve the task or reveal its answer. */
export function SolutionField({ label, value, onChange, error, height = 250 }: SolutionFieldProps) {
  return (
    <LazyRichTextField
      label={label}
      description="Необязательно. Ученик увидит разбор после верного ответа или просмотра ответа; программу оформите блоком кода"
      value={value}
      onChange={onChange}
      height={height}
      error={error}
    />
  );
}
