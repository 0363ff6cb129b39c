import type { ClassSummary } from '@ege/core/classes/class-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartGridDots, IconPencil, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export const classKindLabels = { group: 'Группа', list: 'Список' } as const;

type ClassCardProps = { summary: ClassSummary; onEdit: () => void; onDelete: () => void };

/** One class of the list: its name (the way to its screen), its kind and size; a list is edited here, a group on its page. */
export function ClassCard({ summary, onEdit, onDelete }: ClassCardProps) {
  const count = summary.students_count;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`class-${summary.id}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={2} fz="lg" id={`class-${summary.id}`} style={{ overflowWrap: 'anywhere' }}>
            <Anchor renderRoot={(props) => <Link {...props} to="/classes/$id" params={{ id: String(summary.id) }} />} inherit>
              {summary.name}
            </Anchor>
          </Title>
          <Badge variant="light" color={summary.kind === 'group' ? 'grape' : 'blue'} tt="none" style={{ flexShrink: 0 }}>
            {classKindLabels[summary.kind]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {count} {pluralRu(count, ['ученик', 'ученика', 'учеников'])}
        </Text>
        <Group gap="xs" mt="auto">
          <Button renderRoot={(props) => <Link {...props} to="/classes/$id" params={{ id: String(summary.id) }} />} size="compact-sm" variant="light" leftSection={<IconChartGridDots size={16} />} aria-label={`Открыть отчёт класса ${summary.name}`}>
            Отчёт
          </Button>
          {summary.kind === 'list' ? (
            <>
              <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={16} />} onClick={onEdit} aria-label={`Изменить класс ${summary.name}`}>
                Изменить
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete} aria-label={`Удалить класс ${summary.name}`}>
                Удалить
              </Button>
            </>
          ) : (
            <Button renderRoot={(props) => <Link {...props} to="/profile" search={{ tab: 'groups' }} />} size="compact-sm" variant="subtle" leftSection={<IconUsersGroup size={16} />}>
              Страница группы
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
