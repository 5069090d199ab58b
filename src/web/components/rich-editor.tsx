import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, List, ListOrdered, Quote, Strikethrough, Underline, type LucideIcon } from 'lucide-react';
import './rich-editor.scss';

interface RichEditorProps {
  /** The text the editor opens with (empty, a draft, a reply's quote, a post's content). */
  initialValue: string;
  onChange?: (html: string) => void;
  label: string;
  id?: string;
  /** Shown, selectable, not editable: no toolbar. */
  readOnly?: boolean;
  /** Takes focus (at the end of the text) as it opens: a stand-in the person clicked hands over to it. */
  autoFocus?: boolean;
}

type Mark = 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList' | 'blockquote';
const TOOLS: { mark: Mark; icon: LucideIcon }[] = [
  { mark: 'bold', icon: Bold },
  { mark: 'italic', icon: Italic },
  { mark: 'underline', icon: Underline },
  { mark: 'strike', icon: Strikethrough },
  { mark: 'bulletList', icon: List },
  { mark: 'orderedList', icon: ListOrdered },
  { mark: 'blockquote', icon: Quote },
];

// The editor owns its content while it is open: each render of a component holding useEditor makes TipTap
// re-apply its options a moment later, which can reset a keystroke still in flight. So the component is
// memoised, uncontrolled (it only reports changes) and its options are stable.
const EXTENSIONS = [StarterKit.configure({ heading: false, codeBlock: false, link: { openOnClick: false, protocols: ['mailto'] } })];

/** A rich text editor (TipTap) with a small formatting toolbar; it loads only with the pages that use it. */
export const RichEditor = memo(function RichEditor({ initialValue, onChange, label, id, readOnly = false, autoFocus = false }: RichEditorProps) {
  const { t } = useTranslation();
  const editorProps = useMemo(
    () => ({ attributes: { ...(id ? { id } : {}), role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, ...(readOnly ? { 'aria-readonly': 'true' } : {}), dir: 'auto', class: 'tb-editor-content' } }),
    [id, label, readOnly],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    // Its base styles are in rich-editor.scss: an injected style element would break the Content-Security-Policy.
    injectCSS: false,
    content: initialValue,
    editable: !readOnly,
    autofocus: autoFocus ? 'end' : false,
    editorProps,
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({ editor, selector: ({ editor: e }) => Object.fromEntries(TOOLS.map(({ mark }) => [mark, e?.isActive(mark) ?? false])) as Record<Mark, boolean> });

  const run = (mark: Mark) => {
    const chain = editor?.chain().focus();
    if (!chain) return;
    const commands = {
      bold: () => chain.toggleBold(),
      italic: () => chain.toggleItalic(),
      underline: () => chain.toggleUnderline(),
      strike: () => chain.toggleStrike(),
      bulletList: () => chain.toggleBulletList(),
      orderedList: () => chain.toggleOrderedList(),
      blockquote: () => chain.toggleBlockquote(),
    };
    commands[mark]().run();
  };

  return (
    <div className={`tb-editor${readOnly ? ' tb-editor-readonly' : ''}`}>
      {!readOnly && (
        <div className="tb-editor-toolbar" role="toolbar" aria-label={t('common.editor.formatting')}>
          {TOOLS.map(({ mark, icon: Icon }) => (
            <button key={mark} type="button" className={`btn-icon ${active?.[mark] ? 'active' : ''}`} aria-pressed={active?.[mark] ?? false} aria-label={t(`common.editor.tools.${mark}`)} title={t(`common.editor.tools.${mark}`)} onClick={() => run(mark)}>
              <Icon size={16} aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
});
