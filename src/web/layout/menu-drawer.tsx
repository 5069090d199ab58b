import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Offcanvas from 'react-bootstrap/Offcanvas';
import type { MenuEntry } from './menu-types';
import { VerticalMenu } from './vertical-menu';

/** The menu as a drawer from the inline start, for screens narrower than lg. */
export default function MenuDrawer({ show, onHide, menu, brand }: { show: boolean; onHide: () => void; menu: MenuEntry[]; brand: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Offcanvas show={show} onHide={onHide} placement="start" className="tb-menu" aria-labelledby="menu-drawer-title">
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="menu-drawer-title" as="div">
          {brand}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label={t('layout.mainMenu')}>
          <VerticalMenu entries={menu} onNavigate={onHide} />
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
