import type { ClassReport } from '@ege/core/classes/class-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { typeLabel } from '../utils/describe-cell';

const studentForms = ['ученика', 'учеников', 'учеников'] as const;

/** 'Где застряли': the types with the most wrong first tries, and the same wrong answer from several students. */
export function StuckSection({ stuck }: { stuck: ClassReport['stuck'] }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="class-stuck">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="class-stuck">
          Где застряли
        </Title>
        {stuck.types.length === 0 ? (
          <Text size="sm" c="dimmed">
            Неверных первых попыток за этот период нет.
          </Text>
        ) : (
          <div>
            <Text size="sm" fw={600} mb={4}>
              Больше всего неверных первых попыток
            </Text>
            <List size="sm" spacing={2}>
              {stuck.types.map((type) => (
                <List.Item key={type.type}>
                  Тип {typeLabel(type.type)}: {type.wrong_first_tries} {pluralRu(type.wrong_first_tries, ['ошибка', 'ошибки', 'ошибок'])} с первой попытки у {type.students}{' '}
                  {pluralRu(type.students, studentForms)}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {stuck.shared_wrong_answers.length > 0 && (
          <div>
            <Text size="sm" fw={600} mb={4}>
              Один и тот же неверный ответ у нескольких учеников
            </Text>
            <List size="sm" spacing={4} data-testid="shared-wrong-answers">
              {stuck.shared_wrong_answers.map((shared) => (
                <List.Item key={`${shared.task_id}:${shared.answer}`} style={{ overflowWrap: 'anywhere' }}>
                  <Anchor renderRoot={(props) => <Link {...props} to="/trainer/task/$id" params={{ id: String(shared.task_id) }} />} inherit>
                    Задача #{shared.task_id}
                  </Anchor>{' '}
                  (тип {shared.type}): ответ «{shared.answer}» у {shared.students.length} {pluralRu(shared.students.length, studentForms)}:{' '}
                  {shared.students.map((student) => student.username).join(', ')}
                </List.Item>
              ))}
            </List>
            <Text size="xs" c="dimmed" mt={6}>
              Одинаковый неверный ответ — общая ошибка в рассуждении или неверный ключ задачи: проверьте её ответ.
            </Text>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
