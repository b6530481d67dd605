// The back-office's rich-text field (DESIGN §2b "ui/admin"): @mantine/tiptap with the formatting the server keeps
// (platform/html.ts sanitises on save): bold, italic, underline, strike, headings, lists, links. The value is HTML,
// '' when empty.
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import classes from './rich-text-field.module.css';

const LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Kalın',
  italicControlLabel: 'İtalik',
  underlineControlLabel: 'Altı çizili',
  strikeControlLabel: 'Üstü çizili',
  clearFormattingControlLabel: 'Biçimlendirmeyi temizle',
  linkControlLabel: 'Bağlantı ekle',
  unlinkControlLabel: 'Bağlantıyı kaldır',
  bulletListControlLabel: 'Madde işaretli liste',
  orderedListControlLabel: 'Numaralı liste',
  h2ControlLabel: 'Başlık 2',
  h3ControlLabel: 'Başlık 3',
  h4ControlLabel: 'Başlık 4',
  undoControlLabel: 'Geri al',
  redoControlLabel: 'Yinele',
  linkEditorInputLabel: 'Bağlantı adresi',
  linkEditorInputPlaceholder: 'https://ornek.com',
  linkEditorExternalLink: 'Bağlantı yeni sekmede açılsın',
  linkEditorInternalLink: 'Bağlantı aynı sekmede açılsın',
  linkEditorSave: 'Kaydet',
};

type Props = {
  label: string;
  description?: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
};

const EXTENSIONS = [
  // tiptap 3's StarterKit brings Link and Underline itself: configured here, not added a second time
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, defaultProtocol: 'https' },
  }),
];

/** The back-office header's height: the toolbar stays under it while a long text scrolls. */
const HEADER = 56;

export function RichTextField({ label, description, value, onChange, error }: Props) {
  const id = useId();
  // the editor is made once; its update handler reads the latest onChange
  const changed = useRef(onChange);
  changed.current = onChange;

  // Stable options: the editor compares them on every render and reconfigures itself when one changes.
  const [initial] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-invalid': String(Boolean(error)),
        ...(description && { 'aria-describedby': `${id}-description` }),
      },
    }),
    [id, description, error],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    editorProps,
    onUpdate: ({ editor }) => changed.current(editor.isEmpty ? '' : editor.getHTML()),
  });

  // A value set from outside (loaded data, a form reset) replaces the text; the admin's own typing does not loop back.
  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    const html = editor.isEmpty ? '' : editor.getHTML();
    if (value !== html) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      description={description}
      descriptionProps={{ id: `${id}-description` }}
      error={error}
    >
      <RichTextEditor editor={editor} labels={LABELS} mt={4} classNames={{ content: classes.content }}>
        <RichTextEditor.Toolbar sticky stickyOffset={HEADER}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
