import { roleAllows } from '@ege/core/rules/roles';
import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../lib/use-session';
import { useTheoryPagesOfType } from './api/use-theory-pages-of-type';
import type { TheoryType } from './theory-types';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

/**
 * 'Редактировать' for those who may edit theory (admins and authors, decision 029): it opens the
 * type's published page, else its newest draft, else a new page of the type. Others see nothing
 * and send no request for it.
 */
export function TheoryEditButton({ type }: { type: TheoryType }) {
  const session = useSession();
  const mayEdit = session.status === 'signed-in' && roleAllows('authoring', session.user.role);
  const taskNumber = type === blockKey ? 19 : type;
  const pages = useTheoryPagesOfType(taskNumber, mayEdit);
  if (!mayEdit) return null;
  const current = pages.data?.find((page) => page.status === 'published') ?? pages.data?.[0];
  return (
    <Button
      variant="light"
      leftSection={<IconPencil size={18} />}
      loading={pages.isPending}
      renderRoot={(props) =>
        current ? <Link {...props} to="/theory-edit/$id" params={{ id: String(current.id) }} /> : <Link {...props} to="/theory-edit/$id" params={{ id: 'new' }} search={{ type: taskNumber }} />
      }
    >
      Редактировать
    </Button>
  );
}
