import type { ModerationState } from "@ask/contracts";
import GppMaybeOutlinedIcon from "@mui/icons-material/GppMaybeOutlined";
import { Alert, AlertTitle, Chip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** The moderation fields an author reads on their own content (null while published). */
export interface Moderated {
  moderation?: ModerationState;
  moderation_note?: string | null;
}

/**
 * On the author's own content that is not published: the state (pending review, hidden, rejected in
 * review), what it means, and the moderator's note. Nothing for published content. `flush`: no space
 * below (inside a Stack that spaces its items).
 */
export function ModerationBanner({ item, flush = false }: { item: Moderated; flush?: boolean }) {
  const { t } = useTranslation("moderation");
  const state = item.moderation;
  if (!state) return null;
  const note = item.moderation_note?.trim();
  return (
    <Alert
      severity={state === "pending" ? "info" : "warning"}
      icon={<GppMaybeOutlinedIcon />}
      sx={{ mb: flush ? 0 : 2 }}
      data-testid="moderation-banner"
      data-state={state}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{t(`state.${state}`)}</AlertTitle>
      {t(`banner.${state}`)}
      {note && (
        <Typography
          variant="body2"
          dir="auto"
          sx={{ mt: 1, overflowWrap: "anywhere" }}
          data-testid="moderation-note"
        >
          {t("banner.note", { note })}
        </Typography>
      )}
    </Alert>
  );
}

/**
 * The state as plain text in a list item that styles it itself (the question list's item is one styled
 * element, not MUI parts: `className` is its chip class). Nothing when published.
 */
export function ModerationLabel({ item, className }: { item: Moderated; className: string }) {
  const { t } = useTranslation("moderation");
  const state = item.moderation;
  if (!state) return null;
  return (
    <span
      className={className}
      title={item.moderation_note ?? undefined}
      data-testid="moderation-chip"
      data-state={state}
    >
      {t(`state.${state}`)}
    </span>
  );
}

/**
 * The state as a small chip for the author's lists (my listings, their product cards); nothing when
 * published. `alignStart`: in a column, at the start instead of stretched.
 */
export function ModerationChip({ item, alignStart = false }: { item: Moderated; alignStart?: boolean }) {
  const { t } = useTranslation("moderation");
  const state = item.moderation;
  if (!state) return null;
  return (
    <Chip
      size="small"
      color={state === "pending" ? "info" : state === "rejected" ? "error" : "warning"}
      variant="outlined"
      label={t(`state.${state}`)}
      title={item.moderation_note ?? undefined}
      sx={{ height: 22, fontWeight: 600, ...(alignStart && { alignSelf: "flex-start" }) }}
      data-testid="moderation-chip"
      data-state={state}
    />
  );
}
