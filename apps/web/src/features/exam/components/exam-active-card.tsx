import type { ExamSession } from '@ege/core/exam/exam-schemas';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { createServerClock } from '../utils/exam-clock';
import { formatTimeLeft } from '../utils/format-countdown';
import { useCountdown } from '../hooks/use-countdown';

type ExamActiveCardProps = { session: ExamSession; receivedAt: number; onTimeUp: () => void };

/** The rehearsal in progress: how much time is left by the server's clock, and the way back to it. */
export function ExamActiveCard({ session, receivedAt, onTimeUp }: ExamActiveCardProps) {
  const [clock] = useState(() => createServerClock(session.server_now, receivedAt));
  const secondsLeft = useCountdown(session.deadline_at, clock, onTimeUp);
  const answered = Object.values(session.answers).filter((answer) => (answer.user_answer ?? '') !== '' || (answer.user_table_answer ?? []).length > 0).length;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="exam-active-heading" bg="var(--mantine-color-indigo-light)">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id="exam-active-heading">
            Экзамен идёт
          </Title>
          <Text data-testid="exam-time-left">
            Осталось {formatTimeLeft(secondsLeft)} · ответов: {answered} из {session.tasks.length}
          </Text>
        </Stack>
        <Button renderRoot={(props) => <Link {...props} to="/exam/$id" params={{ id: String(session.id) }} />} leftSection={<IconPlayerPlay size={18} />} size="md">
          Продолжить экзамен
        </Button>
      </Group>
    </Paper>
  );
}
