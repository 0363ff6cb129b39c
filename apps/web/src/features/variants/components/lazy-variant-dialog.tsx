import { lazy, type ComponentProps } from 'react';
import { MountOnce } from '../../../components/mount-once';

const VariantDialog = lazy(() => import('./variant-dialog').then((module) => ({ default: module.VariantDialog })));

/** The dialog and its form (schemas, number inputs, the modal) load on its first opening, not with the page (docs/decisions/025). */
export function LazyVariantDialog(props: ComponentProps<typeof VariantDialog>) {
  return (
    <MountOnce when={props.opened}>
      <VariantDialog {...props} />
    </MountOnce>
  );
}
