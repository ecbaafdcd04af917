import { useEffect, useState } from 'react';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { PictureToInsert } from '../../machines/studio/studio-blog-editor.machine.ts';
import * as styles from './StudioBlog.css.ts';
import * as studio from './Studio.css.ts';

interface Props {
  /** The text the editor starts from (the saved post's, or empty). */
  readonly initialHtml: string;
  /** Pictures uploaded for the text, waiting to be put at the cursor. */
  readonly picturesToInsert: readonly PictureToInsert[];
  readonly pictureUploading: boolean;
  readonly onChange: (change: { html: string; text: string; hasPicture: boolean }) => void;
  readonly onPictureChosen: (file: File) => void;
  readonly onPictureInserted: (key: number) => void;
}

/** The editor's tools: what the post's HTML may hold (headings, lists, quotes, links, pictures). */
function Toolbar({ editor }: { readonly editor: Editor }) {
  const tools = [
    { label: 'Heading', run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
    { label: 'Subheading', run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
    { label: 'Bold', run: () => editor.chain().focus().toggleBold().run() },
    { label: 'Italic', run: () => editor.chain().focus().toggleItalic().run() },
    { label: 'Bulleted list', run: () => editor.chain().focus().toggleBulletList().run() },
    { label: 'Numbered list', run: () => editor.chain().focus().toggleOrderedList().run() },
    { label: 'Quote', run: () => editor.chain().focus().toggleBlockquote().run() },
  ];
  return (
    <div role="toolbar" aria-label="Text formatting" className={styles.toolbar}>
      {tools.map((tool) => (
        // A press with the pointer leaves the focus in the text: the editor gives it back only a frame
        // after the button took it, and what was typed in that frame went to the button.
        <button
          key={tool.label}
          type="button"
          className={studio.secondaryButton}
          onMouseDown={(event) => event.preventDefault()}
          onClick={tool.run}
        >
          {tool.label}
        </button>
      ))}
    </div>
  );
}

/** A link for the selected words: typed here, set on the selection (an empty address removes it). */
function LinkTool({ editor }: { readonly editor: Editor }) {
  // The address typed before it is applied is this widget's own presentation state.
  const [href, setHref] = useState('');
  const apply = () => {
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (address === '') chain.unsetLink().run();
    else chain.setLink({ href: address }).run();
    setHref('');
  };
  return (
    <div className={styles.toolbar}>
      <label className={studio.field}>
        Link address for the selected words
        <input
          className={studio.input}
          type="url"
          maxLength={500}
          value={href}
          placeholder="https://"
          onChange={(event) => setHref(event.target.value)}
        />
      </label>
      <button type="button" className={studio.secondaryButton} onClick={apply}>
        Set link
      </button>
    </div>
  );
}

/**
 * The post's text in TipTap: loaded only with the editor's screen (a lazy route). The HTML it
 * gives is sanitized again by the server; pasted scripts and event attributes never survive.
 */
export function BlogTextEditor({ initialHtml, picturesToInsert, pictureUploading, onChange, onPictureChosen, onPictureInserted }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, code: false, codeBlock: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: { 'aria-label': 'Post text', role: 'textbox', 'aria-multiline': 'true', class: styles.editable },
    },
    onUpdate: ({ editor: changed }) =>
      onChange({ html: changed.getHTML(), text: changed.getText(), hasPicture: changed.getHTML().includes('<img') }),
  });

  // The editor is a system outside React: an uploaded picture goes in at the cursor, then the machine forgets it.
  useEffect(() => {
    if (!editor) return;
    for (const picture of picturesToInsert) {
      editor.chain().focus().setImage({ src: picture.url, alt: picture.alt }).run();
      onPictureInserted(picture.key);
    }
  }, [editor, picturesToInsert, onPictureInserted]);

  if (!editor) return <p role="status">Loading the editor…</p>;
  return (
    <div className={styles.editor}>
      <Toolbar editor={editor} />
      <LinkTool editor={editor} />
      <label className={studio.field}>
        {pictureUploading ? 'Uploading the picture…' : 'Insert a picture at the cursor'}
        <input
          className={studio.input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-disabled={pictureUploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file && !pictureUploading) onPictureChosen(file);
            event.target.value = '';
          }}
        />
      </label>
      <EditorContent editor={editor} />
    </div>
  );
}
