import { lazy, startTransition, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ElementPage, Example } from './element-page';
import { sampleHtml, textCounts } from './editor-sample';

// TipTap arrives when a person comes to an editor (pointer, focus or a click), not with the page.
const RichEditor = lazy(() => import('@/web/components/rich-editor').then((m) => ({ default: m.RichEditor })));

const LIMIT = 600;

/** The text as HTML where the editor will be, until it arrives: focusable, so a click or Tab brings the editor. */
function StandIn({ id, html, label, readOnly, onWant }: { id: string; html: string; label: string; readOnly?: boolean; onWant: () => void }) {
  return (
    <div className={`tb-editor${readOnly ? ' tb-editor-readonly' : ''}`}>
      <div
        id={id}
        className="tb-editor-content"
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-readonly={readOnly ? 'true' : undefined}
        tabIndex={0}
        onFocus={onWant}
        onClick={onWant}
        // Our own words, escaped when the HTML was built (editor-sample.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}

/** /forms/elements/editor: the app's rich text editor (TipTap) with its toolbar and a character count, and read-only. */
export default function EditorPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.editor.${key}`);
  const initial = useMemo(
    () => sampleHtml({ lead: k('sample.lead'), body: k('sample.body'), items: [k('sample.item1'), k('sample.item2'), k('sample.item3')], quote: k('sample.quote') }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const [html, setHtml] = useState<string | null>(null);
  const [wanted, setWanted] = useState<false | 'pointer' | 'focus'>(false);
  // A click on the stand-in while the editor loads (the pointer already asked for it) still puts the cursor in it.
  const want = (how: 'pointer' | 'focus') => () => {
    if (!wanted || (how === 'focus' && wanted === 'pointer')) startTransition(() => setWanted(how));
  };
  const shown = html ?? initial;
  const { characters, words } = useMemo(() => textCounts(shown), [shown]);
  const over = characters > LIMIT;

  return (
    <ElementPage name="editor">
      <Example title={k('full')} id="editor-full" wide>
        <div onPointerEnter={want('pointer')}>
          <span className="form-label d-block" id="editor-body-label">
            {k('bodyLabel')}
          </span>
          <Suspense fallback={<StandIn id="editor-body" html={shown} label={k('bodyLabel')} onWant={want('focus')} />}>
            {wanted ? (
              <RichEditor id="editor-body" initialValue={shown} label={k('bodyLabel')} onChange={setHtml} autoFocus={wanted === 'focus'} />
            ) : (
              <StandIn id="editor-body" html={shown} label={k('bodyLabel')} onWant={want('focus')} />
            )}
          </Suspense>
          <div className="d-flex flex-wrap justify-content-between gap-2 mt-2">
            <span className="form-text mt-0">{k('help')}</span>
            <span className={`form-text mt-0${over ? ' text-danger fw-semibold' : ''}`} aria-live="polite" data-testid="editor-count">
              {t('showcase.formElements.editor.count', { characters, limit: LIMIT, words })}
            </span>
          </div>
          {over && (
            <div className="invalid-feedback d-block" role="alert">
              {t('showcase.formElements.editor.tooLong', { limit: LIMIT })}
            </div>
          )}
        </div>
      </Example>
      <Example title={k('readOnly')} id="editor-readonly" wide>
        <div onPointerEnter={want('pointer')}>
          <p className="text-body-secondary small">{k('readOnlyHelp')}</p>
          <Suspense fallback={<StandIn id="editor-view" html={initial} label={k('readOnlyLabel')} readOnly onWant={want('pointer')} />}>
            {wanted ? <RichEditor id="editor-view" initialValue={initial} label={k('readOnlyLabel')} readOnly /> : <StandIn id="editor-view" html={initial} label={k('readOnlyLabel')} readOnly onWant={want('pointer')} />}
          </Suspense>
        </div>
      </Example>
    </ElementPage>
  );
}
