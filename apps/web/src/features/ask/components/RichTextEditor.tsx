import { Box, Typography } from "@mui/material";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from "react";
import { richTextSx } from "../../../components/ui/rich-text-sx";
import { EditorToolbar } from "./EditorToolbar";
import { LinkDialog } from "./LinkDialog";

export interface RichTextEditorHandle {
  focus(): void;
}

export interface RichTextEditorProps {
  /** HTML; an empty document is "". */
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  /** id of the visible label of the editing area. */
  labelledBy: string;
  describedBy?: string;
  placeholder?: string;
  error?: boolean;
  disabled?: boolean;
  ref?: Ref<RichTextEditorHandle>;
  "data-testid"?: string;
  /** Height of the empty editing area in px (default 200; answers use less). */
  minHeight?: number;
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

// Only what the toolbar offers (and inline `code`, typed between backticks): pasted headings and rules
// become paragraphs and text. Code blocks are plain <pre><code> (the server keeps exactly those).
const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    // Code runs left to right in every language (an attribute: the RTL style plugin flips CSS `direction`).
    codeBlock: { languageClassPrefix: null, HTMLAttributes: { dir: "ltr" } },
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
  }),
];

/**
 * TipTap editor with a small formatting toolbar. Only the marks and blocks the toolbar offers are
 * enabled, so pasted content is reduced to them too. Text direction follows the page (Arabic: RTL).
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  placeholder,
  error,
  disabled,
  ref,
  "data-testid": testId,
  minHeight = 200,
}: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);

  const editorProps = useMemo(
    () => ({
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        "aria-invalid": error ? "true" : "false",
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(testId ? { "data-testid": testId } : {}),
      },
    }),
    [labelledBy, describedBy, error, testId],
  );

  // What the editor itself reported (onChange) since the last value set from outside. The form hands
  // each back as `value` a render later, by which time a fast typist has typed on: such an echo must
  // not be taken for a new document, or it would replace what was typed since and move the cursor.
  // Only the last few are kept: an echo is at most a render or two behind.
  const ownValues = useRef<string[]>([]);

  // useEditor passes changed options (editorProps, the latest callbacks) to the same editor instance.
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    onUpdate: ({ editor }) => {
      const html = htmlOf(editor);
      ownValues.current = [...ownValues.current.slice(-19), html];
      onChange(html);
    },
    onBlur: () => onBlur?.(),
    editorProps,
  });

  // An instance React has already replaced (a render that suspended, StrictMode's second mount) is
  // destroyed: it has no schema to serialize with, so these effects leave it alone.
  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);
  // A value set from outside (a form reset) replaces the document; our own updates come back as echoes.
  useEffect(() => {
    if (editor.isDestroyed || ownValues.current.includes(value) || value === htmlOf(editor)) return;
    ownValues.current = [];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      codeBlock: e.isActive("codeBlock"),
      link: e.isActive("link"),
      href: (e.getAttributes("link").href as string | undefined) ?? "",
      isEmpty: e.isEmpty,
    }),
  });

  const applyLink = (href: string) => {
    setLinkOpen(false);
    const chain = editor.chain().focus().extendMarkRange("link");
    if (!href) {
      chain.unsetLink().run();
    } else if (editor.state.selection.empty && !state.link) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: error ? "error.main" : "divider",
        borderRadius: 1,
        bgcolor: disabled ? "action.disabledBackground" : "background.paper",
        "&:hover": { borderColor: error ? "error.main" : "text.primary" },
        "&:focus-within": {
          borderColor: error ? "error.main" : "primary.main",
          boxShadow: (th) => `0 0 0 1px ${error ? th.palette.error.main : th.palette.primary.main}`,
        },
      }}
    >
      <EditorToolbar editor={editor} state={state} disabled={disabled} onLink={() => setLinkOpen(true)} />
      <Box
        sx={{
          position: "relative",
          "& .ProseMirror": {
            minHeight,
            px: 1.75,
            py: 1.5,
            outline: "none",
            wordBreak: "break-word",
            typography: "body1",
            ...richTextSx(0.75),
            "& pre": {
              my: 1,
              p: 1.25,
              borderRadius: 1,
              bgcolor: "action.hover",
              overflowX: "auto",
              fontSize: "0.875rem",
            },
            "& code": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
          },
        }}
      >
        {state.isEmpty && placeholder && (
          <Typography
            aria-hidden
            color="text.disabled"
            sx={{
              position: "absolute",
              top: 0,
              insetInlineStart: 0,
              px: 1.75,
              py: 1.5,
              pointerEvents: "none",
            }}
          >
            {placeholder}
          </Typography>
        )}
        <EditorContent editor={editor} />
      </Box>
      <LinkDialog
        open={linkOpen}
        initialHref={state.href}
        canRemove={state.link}
        onClose={() => setLinkOpen(false)}
        onApply={applyLink}
      />
    </Box>
  );
}
