import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClipboardList, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BackToVariantsButton } from '../../components/back-to-variants-button';
import { InvalidVariantAddressNotice } from '../../components/invalid-variant-address-notice';
import { PageNotice } from '../../components/page-notice';
import { SessionErrorNotice } from '../../components/session-error-notice';
import { SignInNotice } from '../../components/sign-in-notice';
import { VariantLoadErrorNotice } from '../../components/variant-load-error-notice';
import { describeError } from '../../lib/describe-error';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { useResultsVariant } from './api/use-results-variant';
import { useVariantResults } from './api/use-variant-results';
import { ResultsSkeleton } from './results-skeleton';
import { ResultsSummary } from './results-summary';
import { ResultsTable } from './results-table';

function openVariantButton(id: number, label: string, icon: ReactNode) {
  return (
    <Button renderRoot={(props) => <Link {...props} to="/variant/$id" params={{ id: String(id) }} />} leftSection={icon}>
      {label}
    </Button>
  );
}

function formatFinishedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** /variant/{id}/results: the last finishing of the variant as the server checked it (SPEC §2, §5). */
export function VariantResultsPage({ id }: { id: number | null }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const results = useVariantResults(id, signedIn);
  const notFinished = results.isError && describeError(results.error).status === 404;
  // A 404 of the results is either a variant never finished or no variant at all: the variant tells which.
  const variant = useResultsVariant(id, signedIn && notFinished);
  usePageTitle(id === null ? 'Результаты варианта' : `Результаты варианта #${id}`);

  const body = () => {
    if (id === null) return <InvalidVariantAddressNotice />;
    if (session.status === 'signed-out') return <SignInNotice title="Войдите, чтобы посмотреть результаты" description="Результаты вариантов хранятся в вашем профиле." />;
    if (session.status === 'error') return <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />;
    if (results.data) {
      return (
        <>
          <ResultsSummary results={results.data} />
          <Paper withBorder p={{ base: 'xs', sm: 'lg' }} component="section" aria-label="Ответы">
            <ResultsTable items={results.data.items} />
          </Paper>
        </>
      );
    }
    if (notFinished) {
      if (variant.data) {
        return (
          <PageNotice icon={<IconClipboardList size={28} />} title="Вариант ещё не завершён" description="Результаты появятся, когда вы завершите вариант.">
            {openVariantButton(id, 'Открыть вариант', <IconPlayerPlay size={18} />)}
            <BackToVariantsButton />
          </PageNotice>
        );
      }
      if (variant.isError) return <VariantLoadErrorNotice error={variant.error} retry={() => void variant.refetch()} retrying={variant.isFetching} />;
      return <ResultsSkeleton />;
    }
    if (results.isError) return <VariantLoadErrorNotice error={results.error} retry={() => void results.refetch()} retrying={results.isFetching} />;
    return <ResultsSkeleton />;
  };

  return (
    <Container size="md" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <div style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {id === null ? 'Результаты варианта' : `Результаты варианта #${id}`}
            </Title>
            {results.data && (
              <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {results.data.name}
                {formatFinishedAt(results.data.finished_at) && ` · завершён ${formatFinishedAt(results.data.finished_at)}`}
              </Text>
            )}
          </div>
          {id !== null && results.data && (
            <Button renderRoot={(props) => <Link {...props} to="/variant/$id" params={{ id: String(id) }} />} variant="default" leftSection={<IconArrowLeft size={18} />}>
              Вернуться к варианту
            </Button>
          )}
        </Group>
        {body()}
      </Stack>
    </Container>
  );
}
