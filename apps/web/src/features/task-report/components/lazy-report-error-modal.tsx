import { lazy, type ComponentProps } from 'react';
import { MountOnce } from '../../../components/mount-once';

const ReportErrorModal = lazy(() => import('./report-error-modal').then((module) => ({ default: module.ReportErrorModal })));

/** The report's dialog (its radios, text field and form) loads on its first opening, not with the trainer (docs/decisions/025). */
export function LazyReportErrorModal(props: ComponentProps<typeof ReportErrorModal>) {
  return (
    <MountOnce when={props.opened}>
      <ReportErrorModal {...props} />
    </MountOnce>
  );
}
