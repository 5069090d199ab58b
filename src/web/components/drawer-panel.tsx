import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Offcanvas from 'react-bootstrap/Offcanvas';
import type { DrawerProps } from './drawer';

/** The drawer itself: react-bootstrap's Offcanvas, titled, with a translated close button. */
export default function DrawerPanel({ show, onHide, title, titleAs = 'h2', placement = 'start', className, bodyClassName, children }: DrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Offcanvas show={show} onHide={onHide} placement={placement} className={className} aria-labelledby={titleId}>
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id={titleId} as={titleAs} className={titleAs === 'h2' ? 'h5 mb-0' : undefined}>
          {title}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className={bodyClassName}>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
