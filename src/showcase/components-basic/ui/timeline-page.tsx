import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, FileText, GitMerge, MessageSquare, Rocket, type LucideIcon } from 'lucide-react';
import { Demo, ShowcasePage } from './showcase-layout';

interface Entry {
  id: number;
  Icon: LucideIcon;
  variant: string;
  /** A key of the entry's words, or null for a note someone typed. */
  key: string | null;
  note?: string;
  at: Date;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const SEED: Entry[] = [
  { id: 4, Icon: Rocket, variant: 'success', key: 'release', at: minutesAgo(25) },
  { id: 3, Icon: GitMerge, variant: 'primary', key: 'merge', at: minutesAgo(90) },
  { id: 2, Icon: MessageSquare, variant: 'info', key: 'review', at: minutesAgo(60 * 5) },
  { id: 1, Icon: FileText, variant: 'warning', key: 'draft', at: minutesAgo(60 * 26) },
];

/** /components/timeline: a vertical timeline with icons, times and content, mirrored in RTL, that takes new notes. */
export default function TimelinePage() {
  const { t, i18n } = useTranslation();
  const [entries, setEntries] = useState(SEED);
  const [note, setNote] = useState('');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    setEntries([{ id: Date.now(), Icon: CircleCheck, variant: 'secondary', key: null, note: note.trim(), at: new Date() }, ...entries]);
    setNote('');
  };

  return (
    <ShowcasePage title={t('showcase.timeline.title')} intro={t('showcase.timeline.intro')}>
      <Demo title={t('showcase.timeline.project')} text={t('showcase.timeline.projectText')} wide>
        <form className="d-flex flex-wrap gap-2 mb-4" onSubmit={add}>
          <label htmlFor="timeline-note" className="visually-hidden">
            {t('showcase.timeline.noteLabel')}
          </label>
          <input id="timeline-note" className="form-control flex-grow-1 w-auto" placeholder={t('showcase.timeline.notePlaceholder')} value={note} maxLength={120} onChange={(e) => setNote(e.target.value)} />
          <button type="submit" className="btn btn-primary" disabled={!note.trim()}>
            {t('showcase.timeline.add')}
          </button>
        </form>
        <ol className="tb-timeline list-unstyled mb-0" data-testid="timeline">
          {entries.map(({ id, Icon, variant, key, note: typed, at }) => (
            <li key={id} className="tb-timeline-item">
              <span className={`tb-timeline-icon bg-${variant}-subtle text-${variant}-emphasis`} aria-hidden="true">
                <Icon size={16} />
              </span>
              <div className="tb-timeline-body">
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <h3 className="h6 mb-1">{key ? t(`showcase.timeline.entry.${key}.title`) : <bdi dir="auto">{typed}</bdi>}</h3>
                  <time className="small text-body-secondary" dateTime={at.toISOString()}>
                    {when.format(at)}
                  </time>
                </div>
                <p className="small text-body-secondary mb-0">{key ? t(`showcase.timeline.entry.${key}.text`) : t('showcase.timeline.noteBy')}</p>
              </div>
            </li>
          ))}
        </ol>
      </Demo>
    </ShowcasePage>
  );
}
