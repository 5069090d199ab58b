import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { DemoCard, DemoHeader } from './demo-card';
import { useCopy, type CopyState } from './use-copy';

const COUPON = 'TABLERO-2026';
const COMMAND = 'npm run build && npm start';

function CopyButton({ copyKey, state, label, onCopy, size = '' }: { copyKey: string; state: CopyState; label: string; onCopy: () => void; size?: string }) {
  const { t } = useTranslation();
  const copied = state?.key === copyKey && state.outcome === 'copied';
  return (
    <button type="button" className={`btn ${copied ? 'btn-success' : 'btn-outline-primary'} ${size} d-inline-flex align-items-center gap-1 text-nowrap`} onClick={onCopy} aria-label={label}>
      {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
      {copied ? t('showcase.clipboard.copied') : t('showcase.clipboard.copy')}
    </button>
  );
}

/** /extensions/clipboard: copying from a field and from text with the Clipboard API, the outcome shown beside each. */
export default function ClipboardPage() {
  const { t } = useTranslation();
  const k = (key: string, values?: Record<string, unknown>) => t(`showcase.clipboard.${key}`, values);
  const id = useId();
  const { state, copy } = useCopy();
  const [text, setText] = useState(() => k('sampleText'));
  const [pasted, setPasted] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const couponRef = useRef<HTMLElement>(null);

  // Where the browser refuses, the text is selected for the person to copy with the keyboard.
  const copyFrom = async (key: string, value: string, select: () => void) => {
    await copy(key, value);
    if (!navigator.clipboard?.writeText) select();
  };
  const selectText = (element: HTMLElement | null) => {
    if (!element) return;
    const range = document.createRange();
    range.selectNodeContents(element);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  };

  return (
    <>
      <DemoHeader titleKey="nav.extensionPages.clipboard" introKey="showcase.clipboard.intro" />
      {state?.outcome === 'failed' && (
        <div className="alert alert-warning" role="alert">
          {k('failed')}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {state?.outcome === 'copied' ? k('copiedAnnounce') : ''}
      </p>
      <div className="row g-4">
        <div className="col-lg-6">
          <DemoCard title={k('inputTitle')} text={k('inputText')}>
            <label className="form-label" htmlFor={`${id}-text`}>
              {k('inputLabel')}
            </label>
            <div className="input-group">
              <input id={`${id}-text`} ref={input} className="form-control" value={text} onChange={(e) => setText(e.target.value)} dir="auto" />
              <CopyButton copyKey="input" state={state} label={k('copyInput')} onCopy={() => void copyFrom('input', text, () => input.current?.select())} />
            </div>
            {!text.trim() && <div className="form-text">{k('emptyHint')}</div>}
          </DemoCard>
        </div>
        <div className="col-lg-6">
          <DemoCard title={k('textTitle')} text={k('textText')}>
            <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
              <span className="tb-coupon border border-2 border-primary-subtle rounded px-3 py-2 fw-semibold font-monospace">
                <code ref={couponRef} className="text-reset" data-testid="coupon">
                  {COUPON}
                </code>
              </span>
              <CopyButton copyKey="coupon" state={state} label={k('copyCoupon')} onCopy={() => void copyFrom('coupon', COUPON, () => selectText(couponRef.current))} />
            </div>
            <div className="d-flex align-items-center gap-2 bg-body-tertiary rounded p-2">
              <code className="flex-grow-1 text-break" dir="ltr">
                {COMMAND}
              </code>
              <CopyButton copyKey="command" state={state} label={k('copyCommand')} size="btn-sm" onCopy={() => void copy('command', COMMAND)} />
            </div>
          </DemoCard>
        </div>
        <div className="col-12">
          <DemoCard title={k('pasteTitle')} text={k('pasteText')}>
            <label className="form-label" htmlFor={`${id}-paste`}>
              {k('pasteLabel')}
            </label>
            <textarea id={`${id}-paste`} className="form-control" rows={2} value={pasted} onChange={(e) => setPasted(e.target.value)} dir="auto" />
            <div className="form-text">{pasted ? k('pasteCount', { n: pasted.length }) : k('pasteHint')}</div>
          </DemoCard>
        </div>
      </div>
    </>
  );
}
