import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { Poll } from '../contract';
import { Faces } from './faces';
import { useVoteMutation } from './profile-api';

/** A poll: choose and vote (again, to change it); once voted, each option's share of the stored votes. */
export function PollCard({ poll }: { poll: Poll }) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState<number | null>(poll.yourVote);
  const [vote, { isLoading }] = useVoteMutation();
  const voted = poll.yourVote !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice === null) return;
    try {
      await vote({ pollId: poll.id, optionId: choice }).unwrap();
      notify.success(t('profile.poll.voted'));
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };

  return (
    <section className="card mb-4" aria-labelledby={`${id}-title`} data-testid="profile-poll">
      <form className="card-body" onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`} className="h5 mb-1">
          {t('profile.poll.title')}
        </h2>
        <fieldset>
          <legend className="fs-6 mb-3" dir="auto">
            {poll.question}
          </legend>
          <div className="d-grid gap-3">
            {poll.options.map((option) => (
              <div key={option.id}>
                <div className="d-flex align-items-center gap-2">
                  <input className="form-check-input mt-0" type="radio" name={`${id}-option`} id={`${id}-${option.id}`} checked={choice === option.id} onChange={() => setChoice(option.id)} />
                  <label className="form-check-label flex-grow-1" htmlFor={`${id}-${option.id}`}>
                    <bdi>{option.name}</bdi>
                  </label>
                  {voted && (
                    <span className="small fw-medium" data-testid="poll-result">
                      {t('profile.poll.result', { percent: option.result })}
                    </span>
                  )}
                </div>
                {voted && (
                  <>
                    {/* The share is written beside the option; the bar only draws it. */}
                    <div className="progress mt-2 tb-profile-progress" aria-hidden="true">
                      <div className="progress-bar" style={{ inlineSize: `${option.result}%` }} />
                    </div>
                    <div className="d-flex align-items-center gap-2 mt-2">
                      <Faces people={option.votedUser} label={t('profile.poll.votedBy', { option: option.name })} />
                      <span className="small text-body-secondary">{t('profile.poll.votes', { count: option.votes })}</span>
                    </div>
                  </>
                )}
              </div>
            ))}
          </div>
        </fieldset>
        <div className="d-flex align-items-center justify-content-between gap-2 mt-3">
          <span className="small text-body-secondary">{voted ? t('profile.poll.total', { count: poll.totalVotes }) : t('profile.poll.voteToSee')}</span>
          <button type="submit" className="btn btn-primary btn-sm" disabled={choice === null || choice === poll.yourVote || isLoading}>
            {isLoading && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            {voted ? t('profile.poll.change') : t('profile.poll.vote')}
          </button>
        </div>
      </form>
    </section>
  );
}
