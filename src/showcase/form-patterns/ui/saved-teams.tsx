import { useTranslation } from 'react-i18next';
import { ListStates } from '@/web/components/states';
import { useSampleTeamsQuery } from './form-patterns-api';

/** The teams this person sent from the repeater, newest first, each with its rows. */
export function SavedTeams() {
  const { t, i18n } = useTranslation();
  const result = useSampleTeamsQuery();
  const teams = result.data?.teams ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="card" aria-labelledby="saved-teams-title">
      <div className="card-header d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 id="saved-teams-title" className="h5 mb-0">
          {t('showcase.repeater.savedTitle')}
        </h2>
        {result.data && <span className="text-body-secondary small">{t('showcase.repeater.total', { count: result.data.total })}</span>}
      </div>
      <ListStates result={result} isEmpty={teams.length === 0} empty={{ message: t('showcase.repeater.empty') }}>
        <ul className="list-group list-group-flush">
          {teams.map((team) => (
            <li key={team.id} className="list-group-item">
              <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
                <h3 className="h6 mb-0" dir="auto">
                  {team.name}
                </h3>
                <span className="small text-body-secondary">{when.format(new Date(team.createdAt))}</span>
              </div>
              <div className="table-responsive">
                <table className="table table-sm mb-0">
                  <caption className="visually-hidden">{t('showcase.repeater.membersOf', { name: team.name })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('showcase.repeater.memberName')}</th>
                      <th scope="col">{t('showcase.sampleForms.email')}</th>
                      <th scope="col">{t('showcase.repeater.role')}</th>
                      <th scope="col" className="text-end">
                        {t('showcase.repeater.hours')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {team.members.map((member) => (
                      <tr key={member.email}>
                        <td dir="auto">{member.name}</td>
                        <td dir="ltr" className="text-start">
                          {member.email}
                        </td>
                        <td>{t(`showcase.repeater.roles.${member.role}`)}</td>
                        <td className="text-end">{member.hours}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </li>
          ))}
        </ul>
      </ListStates>
    </section>
  );
}
