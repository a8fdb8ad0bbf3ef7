import Code from "@mui/icons-material/Code";
import FormatBold from "@mui/icons-material/FormatBold";
import FormatItalic from "@mui/icons-material/FormatItalic";
import FormatListBulleted from "@mui/icons-material/FormatListBulleted";
import FormatListNumbered from "@mui/icons-material/FormatListNumbered";
import FormatQuote from "@mui/icons-material/FormatQuote";
import FormatStrikethrough from "@mui/icons-material/FormatStrikethrough";
import FormatUnderlined from "@mui/icons-material/FormatUnderlined";
import InsertLink from "@mui/icons-material/InsertLink";
import { Box, Divider, IconButton, type SvgIconProps, Tooltip } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import type { ChainedCommands, Editor } from "@tiptap/react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The formatting the toolbar toggles; each is also a key of the editor state it reads. */
export type ToolKey =
  | "bold"
  | "italic"
  | "underline"
  | "strike"
  | "bulletList"
  | "orderedList"
  | "blockquote"
  | "codeBlock";

/** Which tools are on at the cursor, and the link there (RichTextEditor reads it with useEditorState). */
export type ToolbarState = Record<ToolKey | "link", boolean>;

interface Tool {
  key: ToolKey;
  /** Key under publish:editor. */
  label: string;
  Icon: ComponentType<SvgIconProps>;
  /** List and quote icons point the way the text runs. */
  mirrored?: boolean;
  toggle(chain: ChainedCommands): ChainedCommands;
}

// In order; a divider goes before the lists and before the quote (and before the link button).
const TOOLS: readonly Tool[] = [
  { key: "bold", label: "bold", Icon: FormatBold, toggle: (c) => c.toggleBold() },
  { key: "italic", label: "italic", Icon: FormatItalic, toggle: (c) => c.toggleItalic() },
  { key: "underline", label: "underline", Icon: FormatUnderlined, toggle: (c) => c.toggleUnderline() },
  { key: "strike", label: "strike", Icon: FormatStrikethrough, toggle: (c) => c.toggleStrike() },
  {
    key: "bulletList",
    label: "bullet_list",
    Icon: FormatListBulleted,
    mirrored: true,
    toggle: (c) => c.toggleBulletList(),
  },
  {
    key: "orderedList",
    label: "ordered_list",
    Icon: FormatListNumbered,
    mirrored: true,
    toggle: (c) => c.toggleOrderedList(),
  },
  {
    key: "blockquote",
    label: "blockquote",
    Icon: FormatQuote,
    mirrored: true,
    toggle: (c) => c.toggleBlockquote(),
  },
  { key: "codeBlock", label: "code_block", Icon: Code, toggle: (c) => c.toggleCodeBlock() },
];
const DIVIDER_BEFORE = new Set<ToolKey>(["bulletList", "blockquote"]);

const ToolDivider = () => <Divider orientation="vertical" flexItem sx={{ mx: 0.25, my: 0.75 }} />;

/** One toolbar button: a tooltip with its name, pressed while its formatting is on. */
function ToolButton(props: {
  label: string;
  active: boolean;
  disabled?: boolean;
  onClick(): void;
  testId: string;
  icon: ReactNode;
  opensDialog?: boolean;
}) {
  const { label, active, disabled, onClick, testId, icon, opensDialog } = props;
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          aria-haspopup={opensDialog ? "dialog" : undefined}
          color={active ? "primary" : "default"}
          disabled={disabled}
          onClick={onClick}
          sx={{ borderRadius: 1, bgcolor: active ? "action.selected" : undefined }}
          data-testid={testId}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The rich text editor's formatting toolbar; the link button opens the editor's link dialog. */
export function EditorToolbar({
  editor,
  state,
  disabled,
  onLink,
}: {
  editor: Editor;
  state: ToolbarState;
  disabled?: boolean;
  onLink(): void;
}) {
  const { t } = useTranslation("publish");
  const theme = useTheme();
  const mirrored = theme.direction === "rtl" ? { transform: "scaleX(-1)" } : undefined;
  return (
    <Box
      role="toolbar"
      aria-label={t("editor.toolbar")}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 0.25,
        px: 0.5,
        py: 0.25,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      {TOOLS.map(({ key, label, Icon, mirrored: mirror, toggle }) => (
        <Box key={key} sx={{ display: "contents" }}>
          {DIVIDER_BEFORE.has(key) && <ToolDivider />}
          <ToolButton
            label={t(`editor.${label}`)}
            active={state[key]}
            disabled={disabled}
            onClick={() => toggle(editor.chain().focus()).run()}
            testId={`editor-${key}`}
            icon={<Icon sx={mirror ? mirrored : undefined} />}
          />
        </Box>
      ))}
      <ToolDivider />
      <ToolButton
        label={t("editor.link")}
        active={state.link}
        disabled={disabled}
        onClick={onLink}
        testId="editor-link"
        icon={<InsertLink />}
        opensDialog
      />
    </Box>
  );
}
