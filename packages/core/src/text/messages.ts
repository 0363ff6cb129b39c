/**
 * The Russian messages that more than one app shows: core's checks, the web's checks before a request
 * and the CLI's read the same text here, so a rule's message cannot drift between them. Pure data: the
 * web may import it (core's services, which hold SQL, it may not).
 */
export const messages = {
  emptyAnswer: 'Ответ не может быть пустым',
  typeNumber: 'Тип задания — число от 1 до 27',
  difficulty: 'Сложность — 1 (лёгкая), 2 (средняя) или 3 (сложная)',
  wrongCredentials: 'Неверное имя пользователя или пароль',
  invalidToken: 'Ошибка авторизации',
  usernameRequired: 'Введите имя пользователя',
  registrationDisabled: 'Регистрация временно отключена',
  adminOnly: 'Доступ только для администратора',
  subjectRequired: 'Укажите предмет',
  blockConditionRequired: 'Укажите условие блока',
  documentType: 'Недопустимый тип файла: разрешены PDF, DOC, DOCX, XLS, XLSX, ODS, ODT, TXT, CSV',
  fileTooLarge: 'Файл слишком большой. Максимальный размер: 10MB',
  notAnImage: 'Пожалуйста, выберите изображение',
  noTypeChosen: 'Выберите хотя бы один тип задания',
  selectionError: 'Ошибка подбора задач',
  taskNotFound: 'Задание не найдено',
  variantNotFound: 'Вариант не найден',
  examNotFound: 'Пробный экзамен не найден',
  codeTooLong: 'Программа длиннее 65 536 символов: сохранить её нельзя',
  theoryNotFound: 'Теория не найдена',
  groupNameRequired: 'Название группы обязательно',
  roleNameRequired: 'Название роли обязательно',
  selectNewLeader: 'Выберите участника для передачи лидерства',
} as const;

