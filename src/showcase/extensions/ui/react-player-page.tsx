import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { LANGUAGE_NAMES } from './language-names';
import { DemoCard, DemoHeader } from './demo-card';
import { FilePlayer } from './file-player';
import './react-player.scss';
import { publicFile } from '@/web/public-file';

const CLIP = publicFile('/media/tablero-clip.webm');
const CAPTIONS = ['es', 'en', 'fr', 'de', 'pt', 'ar'] as const;
const RATES = [0.5, 1, 1.5, 2];

function clock(seconds: number) {
  if (!Number.isFinite(seconds)) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** /extensions/react-player: react-player playing a clip made and served here, with the page's own controls and captions. */
export default function ReactPlayerPage() {
  const { t, i18n } = useTranslation();
  const k = (key: string, values?: Record<string, unknown>) => t(`showcase.player.${key}`, values);
  const id = useId();
  const video = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(0.8);
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(1);
  const [loop, setLoop] = useState(false);
  const [nativeControls, setNativeControls] = useState(false);
  const [captions, setCaptions] = useState<string>(() => (CAPTIONS as readonly string[]).includes(i18n.language) ? i18n.language : 'off');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [events, setEvents] = useState<string[]>([]);
  const log = (event: string) => setEvents((list) => [k(`event.${event}`, { time: clock(video.current?.currentTime ?? 0) }), ...list].slice(0, 5));

  // The clip's length, should the browser have read it before the page listened (a cached clip).
  useEffect(() => {
    const element = video.current;
    if (element && element.readyState >= HTMLMediaElement.HAVE_METADATA) setDuration(element.duration);
  }, []);

  // The chosen captions are the one track showing; the others stay silent.
  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!tracks) return;
    for (const track of Array.from(tracks)) track.mode = track.language === captions ? 'showing' : 'disabled';
  }, [captions, duration]);

  return (
    <>
      <DemoHeader titleKey="nav.extensionPages.reactPlayer" introKey="showcase.player.intro" />
      <div className="row g-4">
        <div className="col-xl-8">
          <DemoCard title={k('clipTitle')} text={k('clipText')}>
            <div className="tb-player ratio ratio-16x9 rounded overflow-hidden mb-3">
              <FilePlayer
                ref={video}
                src={CLIP}
                width="100%"
                height="100%"
                playing={playing}
                volume={volume}
                muted={muted}
                playbackRate={rate}
                loop={loop}
                controls={nativeControls}
                preload="metadata"
                onPlay={() => {
                  setPlaying(true);
                  log('play');
                }}
                onPause={() => {
                  setPlaying(false);
                  log('pause');
                }}
                onEnded={() => {
                  setPlaying(false);
                  log('ended');
                }}
                onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
                onDurationChange={(event) => setDuration(event.currentTarget.duration)}
                onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
                onVolumeChange={(event) => {
                  setVolume(event.currentTarget.volume);
                  setMuted(event.currentTarget.muted);
                }}
              >
                {CAPTIONS.map((lng) => (
                  <track key={lng} kind="captions" src={publicFile(`/media/tablero-clip.${lng}.vtt`)} srcLang={lng} label={LANGUAGE_NAMES[lng]} default={lng === captions} />
                ))}
              </FilePlayer>
            </div>
            <div className="d-flex flex-wrap align-items-center gap-3">
              <button type="button" className="btn btn-primary d-inline-flex align-items-center gap-2" onClick={() => setPlaying(!playing)}>
                {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
                {playing ? k('pause') : k('play')}
              </button>
              <output className="font-monospace" aria-label={k('position')} data-testid="player-time">
                <bdi>
                  {clock(time)} / {clock(duration)}
                </bdi>
              </output>
              <input
                type="range"
                className="form-range flex-grow-1 tb-player-seek"
                min={0}
                max={duration || 0}
                step={0.1}
                value={Math.min(time, duration || 0)}
                aria-label={k('seek')}
                aria-valuetext={`${clock(time)} / ${clock(duration)}`}
                onChange={(event) => {
                  if (video.current) video.current.currentTime = event.target.valueAsNumber;
                  setTime(event.target.valueAsNumber);
                }}
              />
            </div>
          </DemoCard>
        </div>
        <div className="col-xl-4">
          <DemoCard title={k('settingsTitle')} text={k('settingsText')}>
            <div className="d-flex align-items-center gap-2 mb-3">
              <button type="button" className="btn btn-outline-secondary btn-sm" aria-pressed={muted} onClick={() => setMuted(!muted)} aria-label={muted ? k('unmute') : k('mute')}>
                {muted ? <VolumeX size={16} aria-hidden="true" /> : <Volume2 size={16} aria-hidden="true" />}
              </button>
              <label className="visually-hidden" htmlFor={`${id}-volume`}>
                {k('volume')}
              </label>
              <input id={`${id}-volume`} type="range" className="form-range" min={0} max={1} step={0.05} value={volume} aria-valuetext={`${Math.round(volume * 100)} %`} onChange={(event) => setVolume(event.target.valueAsNumber)} />
              <span className="small text-body-secondary text-nowrap">
                <bdi>{Math.round(volume * 100)} %</bdi>
              </span>
            </div>
            <div className="mb-3">
              <label className="form-label" htmlFor={`${id}-rate`}>
                {k('speed')}
              </label>
              <select id={`${id}-rate`} className="form-select" value={rate} onChange={(event) => setRate(Number(event.target.value))}>
                {RATES.map((r) => (
                  <option key={r} value={r}>
                    {k('speedValue', { rate: r })}
                  </option>
                ))}
              </select>
            </div>
            <div className="mb-3">
              <label className="form-label" htmlFor={`${id}-captions`}>
                {k('captions')}
              </label>
              <select id={`${id}-captions`} className="form-select" value={captions} onChange={(event) => setCaptions(event.target.value)}>
                <option value="off">{k('captionsOff')}</option>
                {CAPTIONS.map((lng) => (
                  <option key={lng} value={lng}>
                    {LANGUAGE_NAMES[lng]}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-check form-switch">
              <input id={`${id}-loop`} className="form-check-input" type="checkbox" role="switch" checked={loop} onChange={(event) => setLoop(event.target.checked)} />
              <label className="form-check-label" htmlFor={`${id}-loop`}>
                {k('loop')}
              </label>
            </div>
            <div className="form-check form-switch mb-3">
              <input id={`${id}-native`} className="form-check-input" type="checkbox" role="switch" checked={nativeControls} onChange={(event) => setNativeControls(event.target.checked)} />
              <label className="form-check-label" htmlFor={`${id}-native`}>
                {k('nativeControls')}
              </label>
            </div>
            <h3 className="h6">{k('eventsTitle')}</h3>
            {events.length ? (
              <ul className="list-unstyled small mb-0" aria-live="polite">
                {events.map((event, i) => (
                  <li key={`${events.length - i}`}>{event}</li>
                ))}
              </ul>
            ) : (
              <p className="small text-body-secondary mb-0">{k('eventsNone')}</p>
            )}
          </DemoCard>
        </div>
      </div>
    </>
  );
}
