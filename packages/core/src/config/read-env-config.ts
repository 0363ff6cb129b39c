import type { ZodType } from 'zod';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start; a bad value stops the start with a line naming the variable. */
export function readEnvConfig<T>(schema: ZodType<T>, env: Record<string, string | undefined>): T {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
  throw new ConfigError(`Ошибка конфигурации:\n${lines.join('\n')}`);
}
