import { lazy, type ComponentProps } from 'react';
import { MountOnce } from '../../../components/mount-once';

const DeleteVariantModal = lazy(() => import('./delete-variant-modal').then((module) => ({ default: module.DeleteVariantModal })));

/** The confirmation loads when a variant is first about to be deleted, not with the page (docs/decisions/025). */
export function LazyDeleteVariantModal(props: ComponentProps<typeof DeleteVariantModal>) {
  return (
    <MountOnce when={props.variant !== null}>
      <DeleteVariantModal {...props} />
    </MountOnce>
  );
}
