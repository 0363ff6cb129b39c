import type { GroupDetail } from '@ege/core/groups/group-schemas';
import { Avatar, Badge, Box, Group, Paper, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import { ScrollBox } from '../../../components/scroll-box';
import { useState } from 'react';
import { GroupInvitations } from './group-invitations';
import { GroupMembers } from './group-members';
import { GroupOverview } from './group-overview';
import { GroupQuests } from './group-quests';
import { GroupRoles } from './group-roles';
import { GroupSettings } from './group-settings';

const sections = [
  { value: 'overview', label: 'Обзор' },
  { value: 'members', label: 'Участники' },
  { value: 'invitations', label: 'Приглашения' },
  { value: 'roles', label: 'Роли' },
  { value: 'quests', label: 'Квесты' },
  { value: 'settings', label: 'Настройки' },
] as const;
type Section = (typeof sections)[number]['value'];

/** The caller's group: a header with the level, then the six sections of SPEC §2. */
export function GroupView({ group }: { group: GroupDetail }) {
  const [section, setSection] = useState<Section>('overview');
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={group.avatar} alt="" size={72} radius="md" color="indigo" fz={28}>
            {group.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
                {group.name}
              </Title>
              <Badge variant="light">{group.is_public ? 'Открытая' : 'Закрытая'}</Badge>
            </Group>
            {group.description && <Text size="sm">{group.description}</Text>}
            <Text size="sm" c="dimmed">
              Уровень {group.level} · {group.members_count} уч. · лидер {group.leader_username}
            </Text>
            <Progress value={group.progress_percentage} radius="xl" aria-label={`Прогресс уровня группы: ${group.progress_percentage}%`} />
          </Stack>
        </Group>
      </Paper>
      <Tabs value={section} onChange={(value) => value && setSection(value as Section)} keepMounted={false}>
        {/* Its tabs take focus, and the bar scrolls to the focused one: no name and no tab stop of its own. */}
        <Box mb="md">
          <ScrollBox>
          <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label="Разделы группы">
            {sections.map((item) => (
              <Tabs.Tab key={item.value} value={item.value} style={{ whiteSpace: 'nowrap' }}>
                {item.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          </ScrollBox>
        </Box>
        <Tabs.Panel value="overview">
          <GroupOverview group={group} />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <GroupMembers group={group} />
        </Tabs.Panel>
        <Tabs.Panel value="invitations">
          <GroupInvitations group={group} />
        </Tabs.Panel>
        <Tabs.Panel value="roles">
          <GroupRoles group={group} />
        </Tabs.Panel>
        <Tabs.Panel value="quests">
          <GroupQuests group={group} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <GroupSettings key={`${group.id}-${group.name}`} group={group} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
