import { Tabs } from '@mantine/core';
import { IconCalendarWeek, IconSun } from '@tabler/icons-react';
import { useState } from 'react';
import { DailyQuestPanel } from './daily-quest-panel';
import type { TypeIconOf } from './quest-map';
import { WeeklyQuestPanel } from './weekly-quest-panel';

type QuestKind = 'daily' | 'weekly';

/** The profile's Квесты tab (SPEC §2): the daily quest and the weekly quest as sub-tabs; the route gives the trainer's type icons. */
export function QuestsTab({ iconOf }: { iconOf: TypeIconOf }) {
  const [kind, setKind] = useState<QuestKind>('daily');
  return (
    <Tabs value={kind} onChange={(value) => value && setKind(value as QuestKind)} variant="pills" keepMounted={false}>
      <Tabs.List mb="md" aria-label="Квесты">
        <Tabs.Tab value="daily" leftSection={<IconSun size={16} />}>
          Ежедневный квест
        </Tabs.Tab>
        <Tabs.Tab value="weekly" leftSection={<IconCalendarWeek size={16} />}>
          Квест недели
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="daily">
        <DailyQuestPanel iconOf={iconOf} />
      </Tabs.Panel>
      <Tabs.Panel value="weekly">
        <WeeklyQuestPanel iconOf={iconOf} />
      </Tabs.Panel>
    </Tabs>
  );
}
