import { lazy, type ReactNode } from 'react';
import { OpenedOnce } from './opened-once';

export interface DrawerProps {
  show: boolean;
  onHide: () => void;
  title: ReactNode;
  /** `h2` unless the title is not a heading (a logo). */
  titleAs?: 'h2' | 'div';
  placement?: 'start' | 'end';
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}

const DrawerPanel = lazy(() => import('./drawer-panel'));

/** A side panel for narrow screens (the menu, an app's sidebar); its code loads when it is first opened. */
export function Drawer(props: DrawerProps) {
  return (
    <OpenedOnce show={props.show}>
      <DrawerPanel {...props} />
    </OpenedOnce>
  );
}
