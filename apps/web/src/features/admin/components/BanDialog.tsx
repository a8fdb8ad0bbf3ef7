import type { BanRequest } from "@ask/contracts";
import { FormControlLabel, Stack, Switch, TextField } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionDialog } from "../../../components/ui/ActionDialog";

interface Props {
  open: boolean;
  name: string;
  busy: boolean;
  onConfirm(ban: BanRequest): void;
  onCancel(): void;
}

const MAX_REASON = 500;

/** Asks for a ban's reason (the user reads it) and an optional end (a local date and time). */
export function BanDialog({ open, name, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation("adminUsers");
  const [reason, setReason] = useState("");
  const [until, setUntil] = useState("");
  const [hide, setHide] = useState(false);
  const trimmed = reason.trim();
  const end = until ? new Date(until) : null;
  const badEnd = end !== null && (Number.isNaN(end.getTime()) || end.getTime() <= Date.now());
  const confirm = () =>
    onConfirm({
      reason: trimmed,
      ...(end ? { until: end.toISOString() } : {}),
      ...(hide ? { hide_content: true } : {}),
    });
  return (
    <ActionDialog
      open={open}
      testId="ban-dialog"
      title={t("users.ban_title", { name })}
      body={t("users.ban_body", { name })}
      cancelLabel={t("cancel")}
      confirmLabel={t("users.ban")}
      confirmTestId="ban-confirm"
      confirmColor="error"
      confirmDisabled={trimmed.length === 0 || badEnd}
      busy={busy}
      onConfirm={confirm}
      onCancel={onCancel}
      onExited={() => {
        setReason("");
        setUntil("");
        setHide(false);
      }}
    >
      <Stack spacing={2.5} sx={{ pt: 0.5 }}>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={t("users.ban_reason")}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_REASON, "data-testid": "ban-reason" } }}
        />
        <TextField
          fullWidth
          type="datetime-local"
          label={t("users.ban_until")}
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          error={badEnd}
          helperText={badEnd ? t("users.ban_until_past") : t("users.ban_until_help")}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "ban-until" } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={hide}
              onChange={(e) => setHide(e.target.checked)}
              slotProps={{ input: { "data-testid": "ban-hide-content" } as object }}
            />
          }
          label={t("users.ban_hide_content")}
        />
      </Stack>
    </ActionDialog>
  );
}
