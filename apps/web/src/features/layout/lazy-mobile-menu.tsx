import { lazy, type ComponentProps } from 'react';
import { MountOnce } from '../../components/mount-once';

const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

/** The phone menu (a drawer, with its focus trap and scroll lock) loads on its first opening, not with every page (docs/decisions/025). */
export function LazyMobileMenu(props: ComponentProps<typeof MobileMenu>) {
  return (
    <MountOnce when={props.opened}>
      <MobileMenu {...props} />
    </MountOnce>
  );
}
