import { z } from '../validation/z';

/** The settings that the server, the CLI and the tools share. */
export const sharedEnvFields = {
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'ожидается адрес вида postgres://user:password@host:5432/db')
    .optional(),
  TOKEN_SECRET: z.string().min(32, 'нужно не менее 32 символов').optional(),
  INIT_CWD: z.string().optional(),
};
