import { useTranslation } from 'react-i18next';
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
          <div className="card h-100">
            <CardArt variant="primary" />
            <div className="card-body">
              <h2 className="h5 card-title">{t('dashboards.basic.imageTitle')}</h2>
              <p className="card-text">{t('dashboards.basic.text')}</p>
            </div>
          </div>
        </div>
        <div className="col-md-6 col-xl-4">
          <div className="card h-100">
            <div className="card-header">{t('dashboards.basic.header')}</div>
            <div className="card-body"><p className="card-text">{t('dashboards.basic.text')}</p></div>
            <div className="card-footer text-body-secondary">{t('dashboards.basic.footer')}</div>
          </div>
        </div>
        <div className="col-md-6 col-xl-4">
          <div className="card h-100">
            <div className="card-header">{t('dashboards.basic.listGroup')}</div>
            <ul className="list-group list-group-flush">
              {[1, 2, 3].map((i) => <li key={i} className="list-group-item">{t('dashboards.basic.item', { n: i })}</li>)}
            </ul>
          </div>
        </div>
        {COLORS.map((c) => (
          <div key={c} className="col-md-6 col-xl-4">
            <div className={`card h-100 text-bg-${c}`}>
              <div className="card-body">
                <h2 className="h5 card-title">{t(`dashboards.basic.colors.${c}`)}</h2>
                <p className="card-text">{t('dashboards.basic.text')}</p>
              </div>
            </div>
          </div>
        ))}
        {COLORS.slice(0, 3).map((c) => (
          <div key={`border-${c}`} className="col-md-4">
            <div className={`card border-${c} h-100`}>
              <div className="card-body">
                <h2 className="h6 card-title">{t('dashboards.basic.border', { color: t(`dashboards.basic.colors.${c}`) })}</h2>
                <p className="card-text mb-0">{t('dashboards.basic.text')}</p>
              </div>
            </div>
          </div>
        ))}
        <div className="col-12">
          <div className="card-group">
            {(['info', 'success', 'warning'] as const).map((v) => (
              <div key={v} className="card">
                <CardArt variant={v} />
                <div className="card-body">
                  <h2 className="h6 card-title">{t('dashboards.basic.group')}</h2>
                  <p className="card-text mb-0">{t('dashboards.basic.text')}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
