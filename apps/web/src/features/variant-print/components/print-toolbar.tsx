import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconFileText, IconKey, IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import classes from './print-sheet.module.css';

type PrintToolbarProps = {
  id: number;
  /** Which sheet is shown: the students' or the teacher's answer key. */
  answerKey: boolean;
  /** 'Ключ ответов' for a teacher, an author or an admin (the server gives the key to no one else). */
  mayReadKey: boolean;
  /** Resolves once the sheet's pictures have loaded. */
  whenReady: () => Promise<void>;
  /** Holds its place without being seen or reached (the key's, until the session is known). */
  unseen?: boolean;
};

/** On screen only: 'Печать' (the browser's print, once the pictures are in), the other sheet, back to the variant. */
export function PrintToolbar({ id, answerKey, mayReadKey, whenReady, unseen = false }: PrintToolbarProps) {
  const [preparing, setPreparing] = useState(false);
  const params = { id: String(id) };
  const print = () => {
    setPreparing(true);
    void whenReady()
      .then(() => window.print())
      .finally(() => setPreparing(false));
  };
  return (
    <Stack gap="xs" className={`${classes.toolbar} ${classes.noPrint}`} style={unseen ? { visibility: 'hidden' } : undefined}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Button renderRoot={(props) => <Link {...props} to="/variant/$id" params={params} />} variant="default" leftSection={<IconArrowLeft size={18} />}>
          К варианту
        </Button>
        <Group gap="sm" wrap="wrap">
          {answerKey ? (
            <Button renderRoot={(props) => <Link {...props} to="/variant/$id/print" params={params} search={{}} />} variant="default" leftSection={<IconFileText size={18} />}>
              Задания
            </Button>
          ) : (
            mayReadKey && (
              <Button renderRoot={(props) => <Link {...props} to="/variant/$id/print" params={params} search={{ key: 1 }} />} variant="default" leftSection={<IconKey size={18} />}>
                Ключ ответов
              </Button>
            )
          )}
          <Button leftSection={<IconPrinter size={18} />} onClick={print} loading={preparing}>
            Печать
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {answerKey
          ? 'Ключ печатается отдельно от заданий: раздайте ученикам только задания.'
          : 'Откроется печать браузера: выберите принтер или «Сохранить как PDF». Бланк ответов печатается на отдельной странице.'}
      </Text>
    </Stack>
  );
}
