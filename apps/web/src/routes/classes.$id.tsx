import type { ClassPeriod } from '@ege/core/classes/class-schemas';
import { createFileRoute } from '@tanstack/react-router';
import { ClassScreenPage } from '../features/classes/components/class-screen-page';
import { parseVariantId } from '../lib/parse-variant-id';

const defaultPeriod: ClassPeriod = 30;
// The schema's own list (classPeriods) would bring zod into the first load with this route's search rule.
const periods: readonly number[] = [7, 30, 90] satisfies ClassPeriod[];

export const Route = createFileRoute('/classes/$id')({
  // ?period=7: the heat map's period, so a reload and a shared link keep it; 30 days when absent.
  validateSearch: (search: Record<string, unknown>): { period?: ClassPeriod } => {
    const period = Number(search.period);
    return periods.includes(period) && period !== defaultPeriod ? { period: period as ClassPeriod } : {};
  },
  component: ClassRoute,
});

function ClassRoute() {
  const { id } = Route.useParams();
  const { period } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ClassScreenPage
      key={id}
      id={parseVariantId(id)}
      period={period ?? defaultPeriod}
      onPeriod={(next) => void navigate({ search: next === defaultPeriod ? {} : { period: next }, replace: true })}
    />
  );
}
