import { useTranslation } from 'react-i18next';
import { Card, CardGroup, ListGroup } from 'react-bootstrap';
import { CardArt } from './card-art';
import { useTitle } from './use-title';
import './dashboards.scss';

const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'secondary'] as const;

/** `/cards/basic`: Bootstrap's card variations. */
export default function CardsBasicPage() {
  const { t } = useTranslation();
  useTitle(t('dashboards.cards.basic'));
  return (
    <>
      <h1 className="h4 mb-3">{t('dashboards.cards.basic')}</h1>
      <div className="row g-4">
        <div className="col-md-6 col-xl-4">
          <Card className="h-100">
            <CardArt variant="primary" />
            <Card.Body>
              <h2 className="h5 card-title">{t('dashboards.basic.imageTitle')}</h2>
              <p className="card-text">{t('dashboards.basic.text')}</p>
            </Card.Body>
          </Card>
        </div>
        <div className="col-md-6 col-xl-4">
          <Card className="h-100">
            <Card.Header>{t('dashboards.basic.header')}</Card.Header>
            <Card.Body><p className="card-text">{t('dashboards.basic.text')}</p></Card.Body>
            <Card.Footer className="text-body-secondary">{t('dashboards.basic.footer')}</Card.Footer>
          </Card>
        </div>
        <div className="col-md-6 col-xl-4">
          <Card className="h-100">
            <Card.Header>{t('dashboards.basic.listGroup')}</Card.Header>
            <ListGroup variant="flush">
              {[1, 2, 3].map((i) => <ListGroup.Item key={i}>{t('dashboards.basic.item', { n: i })}</ListGroup.Item>)}
            </ListGroup>
          </Card>
        </div>
        {COLORS.map((c) => (
          <div key={c} className="col-md-6 col-xl-4">
            <Card className={`h-100 text-bg-${c}`}>
              <Card.Body>
                <h2 className="h5 card-title">{t(`dashboards.basic.colors.${c}`)}</h2>
                <p className="card-text">{t('dashboards.basic.text')}</p>
              </Card.Body>
            </Card>
          </div>
        ))}
        {COLORS.slice(0, 3).map((c) => (
          <div key={`border-${c}`} className="col-md-4">
            <Card border={c} className="h-100">
              <Card.Body>
                <h2 className="h6 card-title">{t('dashboards.basic.border', { color: t(`dashboards.basic.colors.${c}`) })}</h2>
                <p className="card-text mb-0">{t('dashboards.basic.text')}</p>
              </Card.Body>
            </Card>
          </div>
        ))}
        <div className="col-12">
          <CardGroup>
            {(['info', 'success', 'warning'] as const).map((v) => (
              <Card key={v}>
                <CardArt variant={v} />
                <Card.Body>
                  <h2 className="h6 card-title">{t('dashboards.basic.group')}</h2>
                  <p className="card-text mb-0">{t('dashboards.basic.text')}</p>
                </Card.Body>
              </Card>
            ))}
          </CardGroup>
        </div>
      </div>
    </>
  );
}
