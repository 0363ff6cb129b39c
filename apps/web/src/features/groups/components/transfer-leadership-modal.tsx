import type { GroupMember } from '@ege/core/groups/group-schemas';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { GroupErrorAlert } from './group-error-alert';
import { messages } from '@ege/core/text/messages';
import { useTransferLeadership } from '../api/use-transfer-leadership';

const selectMember = messages.selectNewLeader;

/** The transfer-leadership modal: the leader picks a member, who becomes the leader. */
export function TransferLeadershipModal({ groupId, members, opened, onClose }: { groupId: number; members: GroupMember[]; opened: boolean; onClose: () => void }) {
  const [choice, setChoice] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const transfer = useTransferLeadership(onClose);
  const candidates = members.filter((member) => !member.is_leader);
  return (
    <Modal opened={opened} onClose={onClose} title="Передать лидерство" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      {opened && (
        <Stack gap="md">
          <Select
            label="Новый лидер"
            placeholder="Участник"
            data={candidates.map((member) => ({ value: String(member.user), label: member.user_username }))}
            value={choice}
            onChange={(value) => {
              setChoice(value);
              setMissing(false);
            }}
            error={missing ? selectMember : null}
            comboboxProps={{ withinPortal: true }}
          />
          <GroupErrorAlert title="Ошибка передачи лидерства" error={transfer.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button
              loading={transfer.isPending}
              onClick={() => {
                if (choice === null) return setMissing(true);
                transfer.mutate({ id: groupId, new_leader_id: Number(choice) });
              }}
            >
              Передать
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
