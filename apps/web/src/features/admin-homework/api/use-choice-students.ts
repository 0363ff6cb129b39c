import { useMutation } from '@tanstack/react-query';
import { trpcClient } from '../../../lib/trpc';
import type { ClassChoice } from '../utils/class-choices';
import type { StudentRef } from '../utils/student-ref';

/**
 * A class's students (classes.get: the server decides who they are), or a group's members with the
 * teacher left out (decision 039; the CLI's --group does the same).
 */
async function studentsOf(choice: ClassChoice, staffId: number): Promise<StudentRef[]> {
  if (choice.kind === 'class') {
    const detail = await trpcClient.classes.get.query({ id: choice.id });
    return detail.students.map((student) => ({ id: student.id, username: student.username }));
  }
  const members = await trpcClient.groups.members.query({ id: choice.id });
  return members.filter((member) => member.user !== staffId).map((member) => ({ id: member.user, username: member.user_username }));
}

/** The students of the class or group picked on the 'Класс' tab, for the selection. */
export function useChoiceStudents(staffId: number, onFound: (students: StudentRef[], choice: ClassChoice) => void) {
  return useMutation({
    mutationFn: (choice: ClassChoice) => studentsOf(choice, staffId),
    onSuccess: (students, choice) => onFound(students, choice),
  });
}
