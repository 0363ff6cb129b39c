import type { RenderTaskReport } from '../../../components/task-report-slot';
import { ReportErrorButton } from './report-error-button';

/** What a route puts into the task report slot: this feature's button. */
export const renderReportButton: RenderTaskReport = (place) => <ReportErrorButton {...place} />;
