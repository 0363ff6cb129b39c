import { Button, Container } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconListDetails, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageNotice } from '../../components/page-notice';
import { SignInNotice } from '../../components/sign-in-notice';
import { trpc } from '../../lib/trpc';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { invalidVariantAddressMessage, variantLoadErrorOf } from '../../lib/variant-load-error';
import { VariantPageSkeleton } from './variant-page-skeleton';
import { VariantReadOnlyView } from './variant-read-only-view';
import { VariantSolver } from './variant-solver';
import { variantTitleOf } from './variant-labels';

/** A variant named so opens read-only with its last results (SPEC §2). */
const viewResultsName = 'view-results';

const backToVariants = (
  <Button component={Link} to="/variants" variant="default" leftSection={<IconArrowLeft size={18} />}>
    К вариантам
  </Button>
);

/** /variant/{id}: solving a variant in its mode, with the timer and progress kept (SPEC §2, §4). */
export function VariantSolvingPage({ id }: { id: number | null }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  // Always the server's latest progress: the solver reads it once, when it starts.
  const query = useQuery({ ...trpc.variants.byId.queryOptions({ id: id ?? 0 }), enabled: signedIn && id !== null, staleTime: 0, gcTime: 0 });
  const variant = query.data;
  usePageTitle(variant ? variantTitleOf(variant) : 'Вариант');

  const body = () => {
    if (id === null) {
      return (
        <PageNotice icon={<IconSearch size={28} />} color="red" title={invalidVariantAddressMessage} description="Проверьте ссылку: номер варианта — целое число.">
          {backToVariants}
        </PageNotice>
      );
    }
    if (session.status === 'signed-out') return <SignInNotice title="Войдите, чтобы решать варианты" description="Ответы, время и результаты сохраняются в вашем профиле." />;
    if (session.status === 'error') {
      return (
        <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки профиля" description={session.message}>
          <Button leftSection={<IconRefresh size={18} />} onClick={session.retry} loading={session.retrying}>
            Повторить
          </Button>
        </PageNotice>
      );
    }
    if (query.isError && !variant) {
      const error = variantLoadErrorOf(query.error);
      return (
        <PageNotice icon={error.notFound ? <IconListDetails size={28} /> : <IconAlertCircle size={28} />} color={error.notFound ? undefined : 'red'} title={error.title} description={error.message}>
          {!error.notFound && (
            <Button leftSection={<IconRefresh size={18} />} onClick={() => void query.refetch()} loading={query.isFetching}>
              Повторить
            </Button>
          )}
          {backToVariants}
        </PageNotice>
      );
    }
    if (!variant) return <VariantPageSkeleton />;
    if (variant.task_payloads.length === 0) {
      return (
        <PageNotice icon={<IconListDetails size={28} />} title="В варианте нет заданий" description="Добавьте задания в вариант на странице вариантов.">
          {backToVariants}
        </PageNotice>
      );
    }
    if (variant.name === viewResultsName) return <VariantReadOnlyView variant={variant} />;
    return <VariantSolver key={variant.id} variant={variant} />;
  };

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      {body()}
    </Container>
  );
}
