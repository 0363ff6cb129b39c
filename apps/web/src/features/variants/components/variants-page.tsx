import type { VariantSummary } from '@ege/core/variants/variant-schemas';
import { Alert, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBooks, IconClipboardList, IconPlus, IconRefresh, IconWand, IconWorld } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { PageNotice } from '../../../components/page-notice';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/use-session';
import { LazyDeleteVariantModal } from './lazy-delete-variant-modal';
import { LazyGeneratorPanel } from './lazy-generator-panel';
import { LazyHomeworkPanel } from './lazy-homework-panel';
import { VariantCardsSkeleton } from './variant-cards-skeleton';
import { LazyVariantDialog } from './lazy-variant-dialog';
import classes from './variants-page.module.css';
import { VariantsList } from './variants-list';
import { GuestIntro } from './guest-intro';
import { defaultVariantsTabFor, type VariantsTab } from '../utils/variants-tabs';

type VariantsPageProps = {
  /** The tab the address names; none: the default for who is looking. */
  tab: VariantsTab | undefined;
  /** undefined: the default tab, kept out of the address. */
  onTabChange: (tab: VariantsTab | undefined) => void;
};

/** The dialog: a new variant (null) or the one being edited, kept while it closes so its form does not flash. */
type Dialog = { opened: boolean; variant: VariantSummary | null };

export function VariantsPage({ tab, onTabChange }: VariantsPageProps) {
  usePageTitle('Варианты');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const canPublish = signedIn && session.user.role === 'admin';
  // A guest has no variants of their own yet: the public ones are what there is to see.
  const guest = session.status === 'signed-out';
  const fallback = defaultVariantsTabFor(guest);
  const chosen = tab ?? fallback;
  // A guest has only the public tab (issue 26): 'Мои варианты' and 'Варианты ДЗ' would be empty promises.
  const active: VariantsTab = (chosen === 'generator' && !signedIn) || (guest && chosen !== 'public') ? fallback : chosen;
  const selectTab = (next: VariantsTab) => onTabChange(next === fallback ? undefined : next);
  const [dialog, setDialog] = useState<Dialog>({ opened: false, variant: null });
  const [toDelete, setToDelete] = useState<VariantSummary | null>(null);
  const edit = (variant: VariantSummary) => setDialog({ opened: true, variant });

  /** Mine and homework need the session: skeletons while it loads (a guest has no such tabs). */
  const ownOnly = (signedInContent: ReactNode) => {
    if (signedIn) return signedInContent;
    if (session.status === 'loading') return <VariantCardsSkeleton />;
    if (session.status === 'error') {
      return (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Ошибка загрузки профиля">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{session.message}</Text>
            <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={16} />} onClick={session.retry} loading={session.retrying}>
              Повторить
            </Button>
          </Stack>
        </Alert>
      );
    }
    return null;
  };

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Варианты
            </Title>
            <Text c="dimmed">Наборы заданий в формате ЕГЭ: решайте целиком и смотрите результат</Text>
          </div>
          {/* The generator has a create button of its own. */}
          {signedIn && active !== 'generator' && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ opened: true, variant: null })} className={classes.create}>
              Создать вариант
            </Button>
          )}
        </Group>
        {guest && <GuestIntro />}
        <Tabs value={active} onChange={(value) => value && selectTab(value as VariantsTab)} variant="pills" radius="md" keepMounted={false} classNames={{ list: classes.list, tab: classes.tab, tabSection: classes.tabIcon, panel: classes.panel }}>
          <Tabs.List>
            <Tabs.Tab value="public" leftSection={<IconWorld size={16} />}>
              Публичные варианты
            </Tabs.Tab>
            {!guest && (
              <>
                <Tabs.Tab value="mine" leftSection={<IconBooks size={16} />}>
                  Мои варианты
                </Tabs.Tab>
                <Tabs.Tab value="homework" leftSection={<IconClipboardList size={16} />}>
                  Варианты ДЗ
                </Tabs.Tab>
              </>
            )}
            {signedIn && (
              <Tabs.Tab value="generator" leftSection={<IconWand size={16} />}>
                Генерация вариантов
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="public">
            <VariantsList
              tab="public"
              onEdit={edit}
              onDelete={setToDelete}
              empty={<PageNotice icon={<IconWorld size={28} />} title="Нет публичных вариантов" description="Открытые варианты для всех учеников появятся здесь." />}
            />
          </Tabs.Panel>
          <Tabs.Panel value="mine">
            {ownOnly(
              <VariantsList
                tab="mine"
                onEdit={edit}
                onDelete={setToDelete}
                empty={
                  <PageNotice
                    icon={<IconBooks size={28} />}
                    title="Нет ваших вариантов"
                    description="Соберите вариант кнопкой «Создать вариант» или во вкладке «Генерация вариантов»."
                  />
                }
              />,
            )}
          </Tabs.Panel>
          <Tabs.Panel value="homework">
            {ownOnly(
              <LazyHomeworkPanel onEdit={edit} onDelete={setToDelete} />,
            )}
          </Tabs.Panel>
          {signedIn && (
            <Tabs.Panel value="generator">
              <LazyGeneratorPanel signedIn={signedIn} onShowMine={() => selectTab('mine')} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
      <LazyVariantDialog
        opened={dialog.opened}
        variant={dialog.variant}
        canPublish={canPublish}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
        onCreated={(created) => {
          setDialog((current) => ({ ...current, opened: false }));
          // Where the new variant is listed: 'Мои варианты' leaves public ones out.
          const home: VariantsTab = created.is_public ? 'public' : 'mine';
          if (active !== home) selectTab(home);
        }}
      />
      <LazyDeleteVariantModal variant={toDelete} onClose={() => setToDelete(null)} />
    </Container>
  );
}
