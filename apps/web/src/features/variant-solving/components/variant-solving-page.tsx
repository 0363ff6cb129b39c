import { Container } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { BackToVariantsButton } from '../../../components/back-to-variants-button';
import { InvalidVariantAddressNotice } from '../../../components/invalid-variant-address-notice';
import { PageNotice } from '../../../components/page-notice';
import { SessionErrorNotice } from '../../../components/session-error-notice';
import { SignInNotice } from '../../../components/sign-in-notice';
import { VariantLoadErrorNotice } from '../../../components/variant-load-error-notice';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/use-session';
import { useSolvingVariant } from '../api/use-solving-variant';
import { VariantPageSkeleton } from './variant-page-skeleton';
import { VariantReadOnlyView } from './variant-read-only-view';
import { VariantAttempt } from './variant-attempt';
import { variantTitleOf } from '../utils/variant-labels';

/** A variant named so opens read-only with its last results (SPEC §2). */
const viewResultsName = 'view-results';

/** /variant/{id}: solving a variant in its mode, with the timer and progress kept (SPEC §2, §4). */
export function VariantSolvingPage({ id }: { id: number | null }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const query = useSolvingVariant(id, signedIn);
  const variant = query.data;
  usePageTitle(variant ? variantTitleOf(variant) : 'Вариант');

  const body = () => {
    if (id === null) return <InvalidVariantAddressNotice />;
    if (session.status === 'signed-out') return <SignInNotice title="Войдите, чтобы решать варианты" description="Ответы, время и результаты сохраняются в вашем профиле." />;
    if (session.status === 'error') return <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />;
    if (query.isError && !variant) return <VariantLoadErrorNotice error={query.error} retry={() => void query.refetch()} retrying={query.isFetching} />;
    if (!variant) return <VariantPageSkeleton />;
    if (variant.task_payloads.length === 0) {
      return (
        <PageNotice icon={<IconListDetails size={28} />} title="В варианте нет заданий" description="Добавьте задания в вариант на странице вариантов.">
          <BackToVariantsButton />
        </PageNotice>
      );
    }
    if (variant.name === viewResultsName) return <VariantReadOnlyView variant={variant} />;
    return <VariantAttempt key={variant.id} variant={variant} />;
  };

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      {body()}
    </Container>
  );
}
