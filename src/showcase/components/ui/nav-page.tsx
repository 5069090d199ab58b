import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Nav from 'react-bootstrap/Nav';
import { DemoCard, ShowcasePage } from './showcase-page';

const LINKS = ['overview', 'activity', 'settings'] as const;

/** /components/nav-component: one set of links drawn as plain links, tabs, pills, underline, vertical, filled and justified. */
export default function NavPage() {
  const { t } = useTranslation();
  const [active, setActive] = useState<string>('overview');
  const nav = (props: React.ComponentProps<typeof Nav>, label: string) => (
    <Nav as="nav" aria-label={label} activeKey={active} onSelect={(key) => key && setActive(key)} {...props}>
      {LINKS.map((link) => (
        <Nav.Item key={link}>
          <Nav.Link as="button" type="button" eventKey={link}>
            {t(`showcase.components.nav.links.${link}`)}
          </Nav.Link>
        </Nav.Item>
      ))}
      <Nav.Item>
        <Nav.Link as="button" type="button" eventKey="disabled" disabled>
          {t('showcase.components.nav.links.disabled')}
        </Nav.Link>
      </Nav.Item>
    </Nav>
  );
  const label = (key: string) => t(`showcase.components.nav.${key}`);
  return (
    <ShowcasePage name="nav">
      <div className="col-12">
        <p className="alert alert-secondary mb-0" role="status">
          {t('showcase.components.nav.current', { link: t(`showcase.components.nav.links.${active}`) })}
        </p>
      </div>
      <DemoCard title={label('basic')}>{nav({}, label('basic'))}</DemoCard>
      <DemoCard title={label('tabs')}>{nav({ variant: 'tabs' }, label('tabs'))}</DemoCard>
      <DemoCard title={label('pills')}>{nav({ variant: 'pills' }, label('pills'))}</DemoCard>
      <DemoCard title={label('underline')}>{nav({ variant: 'underline' }, label('underline'))}</DemoCard>
      <DemoCard title={label('fill')}>{nav({ variant: 'pills', fill: true }, label('fill'))}</DemoCard>
      <DemoCard title={label('justify')}>{nav({ variant: 'tabs', justify: true }, label('justify'))}</DemoCard>
      <DemoCard title={label('vertical')}>{nav({ variant: 'pills', className: 'flex-column', style: { maxWidth: '14rem' } }, label('vertical'))}</DemoCard>
      <DemoCard title={label('centered')}>{nav({ className: 'justify-content-center' }, label('centered'))}</DemoCard>
    </ShowcasePage>
  );
}
