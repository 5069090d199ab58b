import { ChangePasswordCard } from './change-password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';
import './security.scss';

/** The security tab: password, two-step verification and the open sessions. */
export default function SecurityTab() {
  return (
    <div className="d-flex flex-column gap-4">
      <ChangePasswordCard />
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}
