import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { AccountSettings } from '../contract';
import { useSetConnectionMutation } from './account-settings-api';
import { SettingsSection } from './settings-states';
import { publicFile } from '@/web/public-file';

type Connection = AccountSettings['social']['connections'][number];

/** The four services, each connected or not by its switch (saved at once). */
export function ConnectionsCard({ connections }: { connections: Connection[] }) {
  const { t } = useTranslation();
  const [setConnection, { isLoading, originalArgs }] = useSetConnectionMutation();
  // The switch moves at once; it goes back if the server refuses.
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const isConnected = (connection: Connection) => chosen[connection.id] ?? connection.connected;

  async function toggle(connection: Connection) {
    const connected = !isConnected(connection);
    setChosen((current) => ({ ...current, [connection.id]: connected }));
    try {
      await setConnection({ id: connection.id, connected }).unwrap();
      notify.success(t(connected ? 'accountProfile.connections.connected' : 'accountProfile.connections.disconnected', { name: t(`accountProfile.connections.${connection.id}.name`) }));
    } catch (error) {
      setChosen(({ [connection.id]: _, ...rest }) => rest);
      notify.error(errorOf(error).message);
    }
  }

  return (
    <SettingsSection id="connections" title={t('accountProfile.connections.title')} intro={t('accountProfile.connections.intro')}>
      <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
        {connections.map((connection) => {
          const name = t(`accountProfile.connections.${connection.id}.name`);
          return (
            <li key={connection.id} className="d-flex align-items-center gap-3">
              <img src={publicFile(connection.profileImg)} alt="" className="tb-connection-logo" width={40} height={40} />
              <div className="flex-grow-1 min-w-0">
                <div className="fw-medium">{name}</div>
                <div className="text-body-secondary small">{t(`accountProfile.connections.${connection.id}.about`)}</div>
              </div>
              <Form.Check
                type="switch"
                id={`connection-${connection.id}`}
                checked={isConnected(connection)}
                disabled={isLoading && originalArgs?.id === connection.id}
                onChange={() => void toggle(connection)}
                aria-label={t('accountProfile.connections.toggle', { name })}
              />
            </li>
          );
        })}
      </ul>
    </SettingsSection>
  );
}
