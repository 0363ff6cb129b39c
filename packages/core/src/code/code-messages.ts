/** A rehearsal's code is saved until it ends, like its answers, and read after (decision 067). */
export const codeExamFinishedMessage = 'Пробный экзамен уже завершён: программа не сохранена';
export const codeExamTimeUpMessage = 'Время экзамена истекло: программа не сохранена';
