import { forbiddenMessages, roleAllows } from '@ege/core/rules/roles';
import { Button, Center, Loader } from '@mantine/core';
import { IconListDetails, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { BackToVariantsButton } from '../../../components/back-to-variants-button';
import { InvalidVariantAddressNotice } from '../../../components/invalid-variant-address-notice';
import { PageNotice } from '../../../components/page-notice';
import { SessionErrorNotice } from '../../../components/session-error-notice';
import { SignInNotice } from '../../../components/sign-in-notice';
import { VariantLoadErrorNotice } from '../../../components/variant-load-error-notice';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/use-session';
import { useAnswerKey } from '../api/use-answer-key';
import { usePrintVariant } from '../api/use-print-variant';
import { whenImagesLoaded } from '../utils/when-images-loaded';
import { AnswerKeySheet } from './answer-key-sheet';
import { PrintToolbar } from './print-toolbar';
import classes from './print-sheet.module.css';
import { VariantSheet } from './variant-sheet';

const titleOf = (variant: { name: string }, id: number) => (variant.name.trim() === '' ? `Вариант #${id}` : variant.name);

function Loading() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Загрузка" />
    </Center>
  );
}

/**
 * /variant/{id}/print: the variant as a sheet of A4 for a lesson without computers, and with ?key=1 the
 * teacher's answer key (decision 072). The browser prints it from the print stylesheet; the page marks
 * itself data-print-ready once the pictures are in.
 */
export function VariantPrintPage({ id, answerKey }: { id: number | null; answerKey: boolean }) {
  const session = useSession();
  const mayReadKey = session.status === 'signed-in' && roleAllows('answerKey', session.user.role);
  const variant = usePrintVariant(answerKey ? null : id);
  // Asked beside the session, not after it: the server refuses whom it must, and the page shows a
  // student the notice from the session alone.
  const key = useAnswerKey(id, answerKey && session.status !== 'signed-out');
  const sheet = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const shown = answerKey ? key.data : variant.data;
  const title = shown && id !== null ? titleOf(shown, id) : 'Вариант';
  usePageTitle(answerKey ? `Ключ ответов: ${title}` : `Печать: ${title}`);

  const whenReady = useCallback(() => whenImagesLoaded(sheet.current ?? document), []);
  useEffect(() => {
    if (!shown) return;
    let live = true;
    void whenReady().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [shown, whenReady]);

  const body = (): ReactNode => {
    if (id === null) return <InvalidVariantAddressNotice />;
    if (answerKey) {
      if (session.status === 'loading') return <Loading />;
      if (session.status === 'signed-out') return <SignInNotice title="Войдите, чтобы открыть ключ ответов" description="Ключ ответов доступен преподавателям, авторам и администраторам." />;
      if (session.status === 'error') return <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />;
      if (!mayReadKey) {
        return (
          <PageNotice icon={<IconLock size={28} />} title={forbiddenMessages.answerKey}>
            <Button renderRoot={(props) => <Link {...props} to="/variant/$id/print" params={{ id: String(id) }} search={{}} />} variant="default">
              К заданиям для печати
            </Button>
          </PageNotice>
        );
      }
      if (key.isError) return <VariantLoadErrorNotice error={key.error} retry={() => void key.refetch()} retrying={key.isFetching} />;
      if (!key.data) return <Loading />;
      return <AnswerKeySheet answerKey={key.data} title={title} />;
    }
    if (variant.isError) {
      if (session.status === 'signed-out') return <SignInNotice title="Войдите, чтобы распечатать вариант" description="Гостю открыты для печати только публичные варианты." />;
      return <VariantLoadErrorNotice error={variant.error} retry={() => void variant.refetch()} retrying={variant.isFetching} />;
    }
    if (!variant.data) return <Loading />;
    if (variant.data.task_payloads.length === 0) {
      return (
        <PageNotice icon={<IconListDetails size={28} />} title="В варианте нет заданий" description="Печатать нечего: добавьте задания в вариант на странице вариантов.">
          <BackToVariantsButton />
        </PageNotice>
      );
    }
    return <VariantSheet variant={variant.data} title={title} origin={window.location.origin} />;
  };

  // The toolbar stands from the first frame (the sheet loads under it, nothing moves) unless there is nothing
  // to print. The key's always keeps its place, seen only by whom the key is for: the notice a student
  // gets after the session loads takes the place of the loader, it does not move up under a removed bar.
  const refused = answerKey ? false : variant.isError || variant.data?.task_payloads.length === 0;
  const unseen = answerKey && (session.status === 'loading' || !mayReadKey || key.isError);
  return (
    <div className={classes.page} data-print-ready={shown && ready ? '' : undefined}>
      {id !== null && !refused && <PrintToolbar id={id} answerKey={answerKey} mayReadKey={mayReadKey} whenReady={whenReady} unseen={unseen} />}
      <div ref={sheet} className={classes.body}>
        {body()}
      </div>
    </div>
  );
}
