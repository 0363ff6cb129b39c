import { Button } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageNotice } from '../../../components/page-notice';
import { describeError } from '../../../lib/describe-error';
import { messages } from '@ege/core/text/messages';

/** A rehearsal that could not be read (`error` null: the address holds no id): not found (or someone else's: the server says 404 alike), or the server away. */
export function ExamLoadError({ error, retry, retrying }: { error: unknown; retry: () => void; retrying: boolean }) {
  const described = error === null ? null : describeError(error);
  const missing = described === null || described.status === 404 || described.status === 400;
  return (
    <PageNotice
      icon={<IconAlertCircle size={28} />}
      color="red"
      title={missing ? messages.examNotFound : 'Не удалось загрузить пробный экзамен'}
      description={missing ? 'Проверьте ссылку или откройте экзамен со страницы «Пробный экзамен».' : described?.message}
    >
      {!missing && (
        <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={retry} loading={retrying}>
          Повторить
        </Button>
      )}
      <Button component={Link} to="/exam" variant="default" leftSection={<IconArrowLeft size={18} />}>
        К пробным экзаменам
      </Button>
    </PageNotice>
  );
}
