import { maxClassesPerTeacher, maxClassStudents } from './class-schemas';

/** The classes' refusals (decision 069). */
export const classMessages = {
  notFound: 'Класс не найден',
  groupClassReadOnly: 'Состав и название класса-группы меняются на странице группы',
  nameTaken: (name: string) => `Класс «${name}» уже есть`,
  tooManyClasses: `У преподавателя не больше ${maxClassesPerTeacher} классов`,
  tooManyStudents: `В классе не больше ${maxClassStudents} учеников`,
  studentNotFound: (id: number) => `Ученик не найден: id ${id}`,
  notYourself: 'Себя в класс добавить нельзя',
} as const;
