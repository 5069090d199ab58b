import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Bell, Home, User } from 'lucide-react';
import { DemoCard, ShowcasePage } from './showcase-page';

const PANES = ['home', 'profile', 'notifications'] as const;
const ICONS = { home: Home, profile: User, notifications: Bell };

/** A pane drawn only when first opened: it says when that was. */
function LazyPane({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  const [openedAt] = useState(() => new Date());
  return (
    <p className="mb-0" data-testid={`lazy-${name}`}>
      {t('showcase.components.tabs.openedAt', { time: openedAt.toLocaleTimeString(i18n.language) })}
    </p>
  );
}

/** /components/tabs-component: tabs with arrow keys between them, icons, filled and justified, vertical, and panes drawn on first opening. */
export default function TabsPage() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string[]>(['home']);
  const text = (pane: string) => <p className="mb-0">{t(`showcase.components.tabs.texts.${pane}`)}</p>;
  const title = (pane: (typeof PANES)[number], icon = false) => {
    const Icon = ICONS[pane];
    return (
      <span className="d-inline-flex align-items-center gap-2">
        {icon && <Icon size={16} aria-hidden="true" />}
        {t(`showcase.components.tabs.panes.${pane}`)}
      </span>
    );
  };
  return (
    <ShowcasePage name="tabs">
      <DemoCard title={t('showcase.components.tabs.basic')}>
        <Tabs id="tabs-basic" defaultActiveKey="home" className="mb-3">
          {PANES.map((pane) => (
            <Tab key={pane} eventKey={pane} title={title(pane)}>
              {text(pane)}
            </Tab>
          ))}
          <Tab eventKey="disabled" title={t('showcase.components.nav.links.disabled')} disabled />
        </Tabs>
      </DemoCard>
      <DemoCard title={t('showcase.components.tabs.icons')}>
        <Tabs id="tabs-icons" defaultActiveKey="profile" className="mb-3" variant="underline">
          {PANES.map((pane) => (
            <Tab key={pane} eventKey={pane} title={title(pane, true)}>
              {text(pane)}
            </Tab>
          ))}
        </Tabs>
      </DemoCard>
      <DemoCard title={t('showcase.components.tabs.justified')}>
        <Tabs id="tabs-justified" defaultActiveKey="home" className="mb-3" justify>
          {PANES.map((pane) => (
            <Tab key={pane} eventKey={pane} title={title(pane)}>
              {text(pane)}
            </Tab>
          ))}
        </Tabs>
      </DemoCard>
      <DemoCard title={t('showcase.components.tabs.lazy')}>
        <Tabs id="tabs-lazy" defaultActiveKey="home" className="mb-3" mountOnEnter onSelect={(key) => key && !opened.includes(key) && setOpened([...opened, key])}>
          {PANES.map((pane) => (
            <Tab key={pane} eventKey={pane} title={title(pane)}>
              <LazyPane name={pane} />
            </Tab>
          ))}
        </Tabs>
        <p className="small text-body-secondary mb-0">{t('showcase.components.tabs.drawn', { n: opened.length, total: PANES.length })}</p>
      </DemoCard>
      <DemoCard title={t('showcase.components.tabs.vertical')} wide>
        <Tab.Container id="tabs-vertical" defaultActiveKey="home">
          <div className="d-flex flex-column flex-md-row gap-3">
            <Nav variant="pills" className="flex-column flex-shrink-0" aria-orientation="vertical">
              {PANES.map((pane) => (
                <Nav.Item key={pane}>
                  <Nav.Link eventKey={pane} as="button" type="button">
                    {title(pane, true)}
                  </Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
            <Tab.Content className="flex-grow-1">
              {PANES.map((pane) => (
                <Tab.Pane key={pane} eventKey={pane}>
                  {text(pane)}
                </Tab.Pane>
              ))}
            </Tab.Content>
          </div>
        </Tab.Container>
      </DemoCard>
    </ShowcasePage>
  );
}
