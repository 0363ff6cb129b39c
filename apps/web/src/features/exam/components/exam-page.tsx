import { Button, Container, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageNotice } from '../../../components/page-notice';
import { describeError } from '../../../lib/describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { invalidateExamList } from '../api/invalidate-exam-list';
import { useActiveExam } from '../api/use-active-exam';
import { useExamList } from '../api/use-exam-list';
import { useStartExam } from '../api/use-start-exam';
import { ExamActiveCard } from './exam-active-card';
import { ExamHistory } from './exam-history';
import { ExamStartModal } from './exam-start-modal';

/** /exam: what the rehearsal is, the start (or the way back into the one in progress) and the finished ones. */
export function ExamPage() {
  usePageTitle('Пробный экзамен');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const list = useExamList();
  const activeId = list.data?.active?.id;
  const active = useActiveExam(activeId);
  const start = useStartExam({
    onStarted: (session) => {
      setConfirming(false);
      void navigate({ to: '/exam/$id', params: { id: String(session.id) } });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Не удалось начать экзамен', message: describeError(error).message }),
  });

  return (
    <Container size="md" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Пробный экзамен
          </Title>
          <Text c="dimmed">Полный вариант ЕГЭ по информатике в условиях, близких к экзамену</Text>
        </div>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="exam-about-heading">
          <Stack gap="sm">
            <Title order={2} fz="h3" id="exam-about-heading">
              Как это устроено
            </Title>
            <List spacing={6}>
              <List.Item>27 заданий, по одному на каждый номер экзамена, задания 19–21 — одна игра.</List.Item>
              <List.Item>3 ч 55 мин с момента начала, как на экзамене; когда время выйдет, экзамен завершится сам.</List.Item>
              <List.Item>Ни подсказок, ни проверки до конца: ответы можно менять, они сохраняются по мере ввода.</List.Item>
              <List.Item>Итог — первичный балл из 29 и тестовый из 100, разбор по заданиям и время на каждое.</List.Item>
              <List.Item>Ответы экзамена уточняют прогноз балла ЕГЭ на вкладке «Статистика».</List.Item>
            </List>
          </Stack>
        </Paper>
        {list.isError && !list.data && (
          <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Не удалось загрузить экзамены" description={describeError(list.error).message}>
            <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={() => void list.refetch()} loading={list.isFetching}>
              Повторить
            </Button>
          </PageNotice>
        )}
        {!list.data && !list.isError && <Skeleton height={120} radius="md" role="status" aria-label="Загрузка экзаменов" />}
        {list.data?.active && !active.data && <Skeleton height={96} radius="md" role="status" aria-label="Загрузка экзамена" />}
        {list.data?.active && active.data && (
          <ExamActiveCard
            key={active.dataUpdatedAt}
            session={active.data}
            receivedAt={active.dataUpdatedAt}
            onTimeUp={() => void invalidateExamList()}
          />
        )}
        {list.data && !list.data.active && (
          <div>
            <Button size="md" leftSection={<IconPlayerPlay size={18} />} onClick={() => setConfirming(true)}>
              Начать экзамен
            </Button>
          </div>
        )}
        {list.data && <ExamHistory finished={list.data.finished} />}
      </Stack>
      <ExamStartModal opened={confirming} starting={start.isPending} onCancel={() => setConfirming(false)} onConfirm={() => start.mutate({})} />
    </Container>
  );
}
