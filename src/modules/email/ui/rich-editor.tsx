import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, List, ListOrdered, Quote, Strikethrough, Underline, type LucideIcon } from 'lucide-react';

interface RichEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  id?: string;
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

/** The mail body editor (TipTap) with a small formatting toolbar; it lives in the compose chunk only. */
export function RichEditor({ value, onChange, label, id }: RichEditorProps) {
  const { t } = useTranslation();
  // What the editor last reported, so a value coming back from the form is not written into it again.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, link: { openOnClick: false, protocols: ['mailto'] } })],
    content: value,
    editorProps: { attributes: { ...(id ? { id } : {}), role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'tb-editor-content' } },
    onUpdate: ({ editor: e }) => {
      emitted.current = e.isEmpty ? '' : e.getHTML();
      onChange(emitted.current);
    },
  });
  const active = useEditorState({ editor, selector: ({ editor: e }) => Object.fromEntries(TOOLS.map(({ mark }) => [mark, e?.isActive(mark) ?? false])) as Record<Mark, boolean> });

  // A new value from outside (a reply's quote, a draft) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

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
    <div className="tb-editor">
      <div className="tb-editor-toolbar" role="toolbar" aria-label={t('email.compose.formatting')}>
        {TOOLS.map(({ mark, icon: Icon }) => (
          <button key={mark} type="button" className={`btn-icon ${active?.[mark] ? 'active' : ''}`} aria-pressed={active?.[mark] ?? false} aria-label={t(`email.compose.tools.${mark}`)} title={t(`email.compose.tools.${mark}`)} onClick={() => run(mark)}>
            <Icon size={16} aria-hidden="true" />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
