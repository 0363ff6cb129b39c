import { Button, Container, EmptyState, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBooks, IconClipboardList, IconLogin, IconWand, IconWorld } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/use-session';
import classes from './variants-page.module.css';
import type { VariantsTab } from './variants-tabs';
import { usePageTitle } from '../../lib/use-page-title';

type VariantsPageProps = {
  tab: VariantsTab;
  onTabChange: (tab: VariantsTab) => void;
};

function EmptyPanel({ icon, title, description, action }: { icon: ReactNode; title: string; description: string; action?: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} mt="md">
      <EmptyState variant="light" icon={icon} title={title} description={description} py="lg">
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}

export function VariantsPage({ tab, onTabChange }: VariantsPageProps) {
  usePageTitle('Варианты');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const active: VariantsTab = tab === 'generator' && !signedIn ? 'mine' : tab;
  const signInAction = signedIn ? undefined : (
    <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
      Войти
    </Button>
  );

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Варианты
          </Title>
          <Text c="dimmed">Наборы заданий в формате ЕГЭ: решайте целиком и смотрите результат</Text>
        </div>
        <Tabs value={active} onChange={(value) => value && onTabChange(value as VariantsTab)} variant="pills" radius="md" keepMounted={false} classNames={{ list: classes.list, tab: classes.tab, tabSection: classes.tabIcon }}>
          <Tabs.List>
            <Tabs.Tab value="public" leftSection={<IconWorld size={16} />}>
              Публичные варианты
            </Tabs.Tab>
            <Tabs.Tab value="mine" leftSection={<IconBooks size={16} />}>
              Мои варианты
            </Tabs.Tab>
            <Tabs.Tab value="homework" leftSection={<IconClipboardList size={16} />}>
              Варианты ДЗ
            </Tabs.Tab>
            {signedIn && (
              <Tabs.Tab value="generator" leftSection={<IconWand size={16} />}>
                Генерация вариантов
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="public">
            <EmptyPanel icon={<IconWorld size={28} />} title="Нет публичных вариантов" description="Открытые варианты для всех учеников появятся здесь." />
          </Tabs.Panel>
          <Tabs.Panel value="mine">
            <EmptyPanel
              icon={<IconBooks size={28} />}
              title="Нет ваших вариантов"
              description={signedIn ? 'Созданные вами варианты появятся здесь.' : 'Войдите, чтобы собирать и решать свои варианты.'}
              action={signInAction}
            />
          </Tabs.Panel>
          <Tabs.Panel value="homework">
            <EmptyPanel
              icon={<IconClipboardList size={28} />}
              title="Нет активных домашних заданий"
              description={signedIn ? 'Когда преподаватель выдаст домашнее задание, оно появится здесь.' : 'Войдите, чтобы видеть домашние задания.'}
              action={signInAction}
            />
          </Tabs.Panel>
          {signedIn && (
            <Tabs.Panel value="generator">
              <EmptyPanel icon={<IconWand size={28} />} title="Банк задач пока пуст" description="Генератор соберёт вариант из заданий банка, когда их загрузят авторы." />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
    </Container>
  );
}
