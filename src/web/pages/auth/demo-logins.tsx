import { ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface DemoLogin {
  role: 'admin' | 'client';
  email: string;
  password: string;
}

/** The spec's two demo accounts (seeded on every fresh database). */
const DEMO_LOGINS: DemoLogin[] = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
];

/** A box with the demo logins; each button fills the form with that account. */
export function DemoLogins({ onUse }: { onUse: (demo: DemoLogin) => void }) {
  const { t } = useTranslation();
  return (
    <section className="tb-demo-logins mb-4" aria-labelledby="demo-logins-title">
      <h2 id="demo-logins-title" className="tb-demo-logins-title">
        {t('auth.demo.title')}
      </h2>
      <p className="tb-demo-logins-hint">{t('auth.demo.hint')}</p>
      <div className="tb-demo-logins-list">
        {DEMO_LOGINS.map((demo) => {
          const Icon = demo.role === 'admin' ? ShieldCheck : UserRound;
          return (
            <button key={demo.role} type="button" className="tb-demo-login" onClick={() => onUse(demo)}>
              <Icon size={18} aria-hidden="true" className="tb-demo-login-icon" />
              <span className="tb-demo-login-text">
                <span className="tb-demo-login-role">{t(`auth.demo.${demo.role}`)}</span>
                <span className="tb-demo-login-credentials">
                  {demo.email} / {demo.password}
                </span>
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
