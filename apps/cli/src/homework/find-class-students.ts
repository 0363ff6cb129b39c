import { AppError } from '@ege/core/errors/app-error';
import type { CliApi } from '../api/cli-api';
import { findClassByName } from '../classes/find-class-by-name';
import type { NamedUser } from './find-users-by-names';

/**
 * `--class NAME`: the students of the caller's class of that name (any case, or its id), as the server
 * lists them (classes.get: a group's class is its members but the teacher). The web form's 'Класс'
 * tab gives the same students (decision 073).
 */
export async function findClassStudents(api: CliApi, name: string): Promise<NamedUser[]> {
  const { classes } = await api.caller.classes.list();
  const found = findClassByName(classes, name);
  const detail = await api.caller.classes.get({ id: found.id });
  if (detail.students.length === 0) throw new AppError('NOT_FOUND', `В классе «${detail.name}» нет учеников. ДЗ не выдано`);
  return detail.students.map((student) => ({ id: student.id, username: student.username }));
}
