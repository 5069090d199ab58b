import { useTranslation } from 'react-i18next';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { DemoCard, ShowcasePage } from './showcase-page';

const PANES = ['home', 'profile', 'messages'] as const;
const UNREAD = 3;

/** /components/pills-component: pill tabs over panes, horizontal, filled, vertical, with a count and a disabled one. */
export default function PillsPage() {
  const { t } = useTranslation();
  const pills = (id: string, navClass = '', vertical = false) => (
    <Tab.Container id={id} defaultActiveKey="home">
      <div className={vertical ? 'd-flex flex-column flex-md-row gap-3' : ''}>
        <Nav variant="pills" className={`${navClass}${vertical ? ' flex-column flex-shrink-0' : ' mb-3'}`}>
          {PANES.map((pane) => (
            <Nav.Item key={pane}>
              <Nav.Link eventKey={pane} as="button" type="button">
                {t(`showcase.components.pills.panes.${pane}`)}
                {pane === 'messages' && (
                  <span className="badge text-bg-danger ms-2">
                    {UNREAD}
                    <span className="visually-hidden"> {t('showcase.components.pills.unread')}</span>
                  </span>
                )}
              </Nav.Link>
            </Nav.Item>
          ))}
          <Nav.Item>
            <Nav.Link eventKey="disabled" as="button" type="button" disabled>
              {t('showcase.components.nav.links.disabled')}
            </Nav.Link>
          </Nav.Item>
        </Nav>
        <Tab.Content>
          {PANES.map((pane) => (
            <Tab.Pane key={pane} eventKey={pane}>
              <p className="mb-0">{t(`showcase.components.pills.texts.${pane}`)}</p>
            </Tab.Pane>
          ))}
        </Tab.Content>
      </div>
    </Tab.Container>
  );
  return (
    <ShowcasePage name="pills">
      <DemoCard title={t('showcase.components.pills.basic')}>{pills('pills-basic')}</DemoCard>
      <DemoCard title={t('showcase.components.pills.fill')}>{pills('pills-fill', 'nav-fill')}</DemoCard>
      <DemoCard title={t('showcase.components.pills.centered')}>{pills('pills-centered', 'justify-content-center')}</DemoCard>
      <DemoCard title={t('showcase.components.pills.vertical')}>{pills('pills-vertical', '', true)}</DemoCard>
    </ShowcasePage>
  );
}
