import { LIMITS } from "@ask/contracts";
import CancelIcon from "@mui/icons-material/Cancel";
import CheckIcon from "@mui/icons-material/Check";
import SaveOutlinedIcon from "@mui/icons-material/SaveOutlined";
import SendOutlinedIcon from "@mui/icons-material/SendOutlined";
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { type ReactNode, useState } from "react";
import { ChannelIcon } from "../../../components/ChannelIcon";
import { useFeedback } from "../../../lib/use-feedback";
import { useCategories, useChannels } from "../../catalogue";
import type { ExpertChoice } from "../api/apply-expert";
import { ExpertChannelList } from "./ExpertChannelList";

const MAX = LIMITS.maxExpertCategories;

interface Draft {
  channelId: number;
  categoryIds: number[];
}

const sameChoice = (a: Draft, channelId: number | null, ids: number[]) =>
  a.channelId === channelId &&
  a.categoryIds.length === ids.length &&
  a.categoryIds.every((id) => ids.includes(id));

interface Props {
  /** "apply": the choice forms an application; "expert": an approved expert's choice. */
  mode: "apply" | "expert";
  /** The choice the draft starts from and is compared with (null channel: nothing chosen yet). */
  savedChannel: number | null;
  savedIds: number[];
  /** Loaded (the saved choice is known). */
  ready: boolean;
  loadError?: unknown;
  /** The channel an administrator approved; choosing another one waits for approval. */
  approvedChannel: number | null;
  /** A status notice above the choice (pending, declined…). */
  notice?: ReactNode;
  busy: boolean;
  submit(choice: ExpertChoice, done: () => void): void;
}

/** One channel and at most 3 of its root categories (spec 2 and 5), for an application or an expert. */
export function CategoryChooser({
  mode,
  savedChannel,
  savedIds,
  ready,
  loadError,
  approvedChannel,
  notice,
  busy,
  submit: send,
}: Props) {
  const { t, toast, errorMessage } = useFeedback("experts");
  const channels = useChannels();
  // The user's edits; until the first one, the saved choice (or the first channel) is shown.
  const [edited, setEdited] = useState<Draft | null>(null);

  const fallbackChannel = savedChannel ?? channels.data?.[0]?.id;
  const draft: Draft | null =
    edited ??
    (ready && fallbackChannel !== undefined ? { channelId: fallbackChannel, categoryIds: savedIds } : null);
  const categories = useCategories(draft?.channelId);
  const roots = (categories.data ?? []).filter((c) => c.parent_id === null);
  const channel = channels.data?.find((c) => c.id === draft?.channelId);

  if (loadError) return <Alert severity="error">{errorMessage(loadError)}</Alert>;
  if (channels.isError) return <Alert severity="error">{errorMessage(channels.error)}</Alert>;

  const chosen = draft?.categoryIds ?? [];
  const atLimit = chosen.length >= MAX;
  const dirty = draft !== null && !sameChoice(draft, savedChannel, savedIds);
  // An approved expert choosing another channel: it waits for an administrator's approval.
  const needsApproval = mode === "expert" && draft !== null && draft.channelId !== approvedChannel;
  const approvedName = channels.data?.find((c) => c.id === approvedChannel)?.name ?? "";

  const selectChannel = (channelId: number) => {
    if (channelId === draft?.channelId) return;
    // Categories belong to one channel: switching starts over, except back on the saved channel.
    setEdited({ channelId, categoryIds: channelId === savedChannel ? savedIds : [] });
  };

  const toggle = (categoryId: number) => {
    if (!draft) return;
    if (chosen.includes(categoryId)) {
      setEdited({ ...draft, categoryIds: chosen.filter((id) => id !== categoryId) });
    } else if (atLimit) {
      toast(t("select.limit_exceeded", { n: MAX }), "warning");
    } else {
      setEdited({ ...draft, categoryIds: [...chosen, categoryId] });
    }
  };

  const submit = () => {
    if (!draft || chosen.length === 0) return;
    send({ channel_id: draft.channelId, category_ids: chosen }, () => setEdited(null));
  };

  const nameOf = (id: number) => roots.find((c) => c.id === id)?.name;

  return (
    <Stack spacing={2}>
      {notice}
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 1.5, md: 2 },
          display: "flex",
          gap: 2,
          alignItems: { xs: "stretch", sm: "center" },
          flexDirection: { xs: "column", sm: "row" },
        }}
        data-testid="expert-choice"
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1, flexWrap: "wrap" }}>
            <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
              {t("select.your_choice")}
            </Typography>
            {channel && (
              <Chip
                size="small"
                variant="outlined"
                icon={<ChannelIcon icon={channel.icon} />}
                label={channel.name}
                data-testid="expert-choice-channel"
              />
            )}
            <Typography
              variant="caption"
              sx={{ color: atLimit ? "warning.main" : "text.secondary", fontWeight: 600 }}
              data-testid="expert-choice-count"
            >
              {t("select.count", { n: chosen.length, max: MAX })}
            </Typography>
          </Box>
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", minHeight: 32, alignItems: "center" }}>
            {!draft && <Skeleton variant="rounded" width={180} height={32} />}
            {draft && chosen.length === 0 && (
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {t("select.none_chosen")}
              </Typography>
            )}
            {chosen.map((id) => {
              const name = nameOf(id);
              return name === undefined ? (
                <Skeleton key={id} variant="rounded" width={88} height={32} />
              ) : (
                <Chip
                  key={id}
                  label={name}
                  color="primary"
                  onDelete={() => toggle(id)}
                  data-testid={`expert-chosen-${id}`}
                  deleteIcon={<CancelIcon titleAccess={t("select.remove", { name })} />}
                />
              );
            })}
          </Box>
        </Box>
        <Box
          sx={{
            display: "flex",
            flexDirection: "column",
            alignItems: { xs: "stretch", sm: "flex-end" },
            gap: 0.5,
          }}
        >
          <Button
            variant="contained"
            startIcon={mode === "apply" || needsApproval ? <SendOutlinedIcon /> : <SaveOutlinedIcon />}
            onClick={submit}
            disabled={chosen.length === 0 || busy}
            data-testid="expert-save"
            sx={{ minWidth: 140 }}
          >
            {busy
              ? t("select.saving")
              : mode === "apply"
                ? t(savedChannel === null ? "apply.submit" : "apply.update")
                : needsApproval
                  ? t("change.submit")
                  : t("select.save")}
          </Button>
          {draft && (
            <Typography
              variant="caption"
              sx={{
                color: dirty ? "warning.main" : "text.secondary",
                textAlign: { xs: "center", sm: "end" },
              }}
              data-testid="expert-save-state"
            >
              {chosen.length === 0
                ? t("select.choose_one")
                : dirty
                  ? t("select.unsaved")
                  : mode === "apply"
                    ? t("apply.sent")
                    : t("select.saved")}
            </Typography>
          )}
          {needsApproval && (
            <Typography
              variant="caption"
              sx={{ color: "warning.main", textAlign: { xs: "center", sm: "end" }, maxWidth: 280 }}
              data-testid="expert-change-hint"
            >
              {t("change.hint", { channel: approvedName })}
            </Typography>
          )}
        </Box>
      </Paper>

      <Box sx={{ display: "flex", gap: { xs: 1, md: 2 }, alignItems: "flex-start" }}>
        <ExpertChannelList
          channels={channels.data}
          selectedId={draft?.channelId}
          savedId={mode === "expert" ? approvedChannel : null}
          onSelect={selectChannel}
        />
        <Paper variant="outlined" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, md: 2 } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {channel ? t("select.categories_of", { channel: channel.name }) : t("select.categories")}
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: atLimit ? "warning.main" : "text.secondary", mb: 1.5 }}
            data-testid="expert-limit-hint"
          >
            {atLimit ? t("select.limit_reached", { n: MAX }) : t("select.hint", { n: MAX })}
          </Typography>
          {categories.isError && <Alert severity="error">{errorMessage(categories.error)}</Alert>}
          <Box
            role="group"
            aria-label={t("select.categories")}
            sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}
            data-testid="expert-category-options"
          >
            {(categories.isPending || !draft) &&
              Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} variant="rounded" width={96} height={32} />
              ))}
            {roots.map((category) => {
              const selected = chosen.includes(category.id);
              // Past the limit the other chips look and announce disabled, but a click still explains why.
              const blocked = !selected && atLimit;
              return (
                <Chip
                  key={category.id}
                  label={category.name}
                  clickable
                  color="primary"
                  variant={selected ? "filled" : "outlined"}
                  icon={selected ? <CheckIcon /> : undefined}
                  onClick={() => toggle(category.id)}
                  aria-pressed={selected}
                  aria-disabled={blocked || undefined}
                  data-selected={selected}
                  data-testid={`expert-category-${category.id}`}
                  sx={blocked ? { opacity: 0.45, cursor: "not-allowed", filter: "grayscale(1)" } : undefined}
                />
              );
            })}
          </Box>
        </Paper>
      </Box>
    </Stack>
  );
}
