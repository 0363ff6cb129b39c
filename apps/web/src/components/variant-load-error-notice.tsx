import { Button } from '@mantine/core';
import { IconAlertCircle, IconListDetails, IconRefresh } from '@tabler/icons-react';
import { variantLoadErrorOf } from '../lib/variant-load-error';
import { BackToVariantsButton } from './back-to-variants-button';
import { PageNotice } from './page-notice';

/** A variant (or its results) that did not load: 'Вариант не найден', or 'Ошибка загрузки варианта' with a retry. */
export function VariantLoadErrorNotice({ error, retry, retrying }: { error: unknown; retry: () => void; retrying: boolean }) {
  const described = variantLoadErrorOf(error);
  return (
    <PageNotice
      icon={described.notFound ? <IconListDetails size={28} /> : <IconAlertCircle size={28} />}
      color={described.notFound ? undefined : 'red'}
      title={described.title}
      description={described.message}
    >
      {!described.notFound && (
        <Button leftSection={<IconRefresh size={18} />} onClick={retry} loading={retrying}>
          Повторить
        </Button>
      )}
      <BackToVariantsButton />
    </PageNotice>
  );
}
