import { lazy, startTransition, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ElementPage, Example } from './element-page';
import { SELECT_EXAMPLES, type SelectKind } from './select-options';

// react-select arrives when a person comes to the examples (pointer or focus), not with the page.
const SelectExample = lazy(() => import('./select-examples'));

type Kind = SelectKind | 'async';

/**
 * What a select shows before react-select is there: the same label, its current choice and an input that takes
 * focus and typing, handed over to the select when it arrives.
 */
function StandIn({ id, shown, disabled, onType, onFocus }: { id: string; shown: string; disabled: boolean; onType: (text: string) => void; onFocus: () => void }) {
  return <input id={id} type="text" className="form-select" autoComplete="off" placeholder={shown} disabled={disabled} aria-describedby={`${id}-help`} onChange={(event) => onType(event.target.value)} onFocus={onFocus} />;
}

/** /forms/elements/select: react-select single, multiple, grouped, clearable, disabled, required and searched on the server. */
export default function SelectPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.select.${key}`);
  const [wanted, setWanted] = useState(false);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [focused, setFocused] = useState<string | null>(null);
  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };
  const shownBefore = (kind: Kind, initial: readonly string[]) => (initial.length ? initial.map((value) => k(`options.${value}`)).join(', ') : kind === 'async' ? k('asyncPlaceholder') : k('placeholder'));
  const examples: { id: string; kind: Kind; initial: readonly string[] }[] = [{ id: 'select-async', kind: 'async', initial: [] }, ...SELECT_EXAMPLES];

  return (
    <ElementPage name="select">
      <div className="col-12" onPointerEnter={want} onFocusCapture={want}>
        <div className="row g-4">
          {examples.map(({ id, kind, initial }) => {
            const standIn = <StandIn id={id} shown={shownBefore(kind, initial)} disabled={kind === 'disabled'} onType={(text) => setTyped((current) => ({ ...current, [id]: text }))} onFocus={() => setFocused(id)} />;
            return (
              <Example key={id} id={`${id}-example`} title={k(`kinds.${kind}`)} wide={kind === 'async'}>
                <label className="form-label" htmlFor={id}>
                  {k(`labels.${kind}`)}
                </label>
                <Suspense fallback={standIn}>{wanted ? <SelectExample id={id} kind={kind} typed={typed[id]} focused={focused === id} /> : standIn}</Suspense>
                <div id={`${id}-help`} className="form-text">
                  {k(`help.${kind}`)}
                </div>
              </Example>
            );
          })}
        </div>
      </div>
    </ElementPage>
  );
}
