import { createClassInput } from '@ege/core/classes/class-schemas';
import { Alert, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { PasteStudents } from '../../../components/paste-students';
import { UserSearchField } from '../../../components/user-search-field';
import { describeError } from '../../../lib/describe-error';
import type { ClassDraft } from '../api/use-save-class';
import { withStudents, type ClassMember } from '../utils/with-students';
import { ClassMembers } from './class-members';

type ClassFormProps = {
  initialName: string;
  initialMembers: readonly ClassMember[];
  submitLabel: string;
  saving: boolean;
  error: unknown;
  onCancel: () => void;
  onSubmit: (draft: ClassDraft) => void;
};

/** A list class: its name and its students, found by search or by a pasted list of usernames. */
export function ClassForm({ initialName, initialMembers, submitLabel, saving, error, onCancel, onSubmit }: ClassFormProps) {
  const [name, setName] = useState(initialName);
  const [members, setMembers] = useState<ClassMember[]>([...initialMembers]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const add = (added: readonly ClassMember[]) => setMembers((current) => withStudents(current, added));
  const serverError = error ? describeError(error) : null;

  const submit = () => {
    const draft = { name, student_ids: members.map((member) => member.id) };
    // The server's own schema: its messages, before the round trip.
    const parsed = createClassInput.safeParse(draft);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Проверьте название и учеников');
      return;
    }
    setInvalid(null);
    onSubmit({ name: parsed.data.name, student_ids: parsed.data.student_ids });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Название класса"
          placeholder="11 «А», информатика"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={invalid ?? serverError?.fields.name?.[0]}
          data-autofocus
        />
        <UserSearchField label="Ученик" placeholder="Имя, e-mail или id" excludeIds={members.map((member) => member.id)} afterPick="clear" onPick={(user) => add([user])} />
        <Divider label="или списком" labelPosition="center" />
        <PasteStudents onAdd={add} />
        <div>
          <Text size="sm" fw={600} mb={6}>
            Ученики: {members.length}
          </Text>
          <ClassMembers members={members} onRemove={(id) => setMembers((current) => current.filter((member) => member.id !== id))} />
        </div>
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {serverError.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Отмена
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
