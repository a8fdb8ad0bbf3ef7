import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { normalizeHref } from "./normalize-href";

interface LinkDialogProps {
  open: boolean;
  initialHref: string;
  canRemove: boolean;
  onClose(): void;
  /** The normalized address, or "" to remove the link. */
  onApply(href: string): void;
}

export function LinkDialog({ open, initialHref, canRemove, onClose, onApply }: LinkDialogProps) {
  const { t } = useTranslation("publish");
  const [href, setHref] = useState(initialHref);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (open) {
      setHref(initialHref);
      setInvalid(false);
    }
  }, [open, initialHref]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portaled out of the question form in the DOM, but React still bubbles to it.
    event.stopPropagation();
    const normalized = normalizeHref(href);
    if (normalized === null) setInvalid(true);
    else onApply(normalized);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t("editor.link_title")}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="url"
            label={t("editor.link_url")}
            placeholder="https://"
            value={href}
            onChange={(e) => {
              setHref(e.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t("editor.link_invalid") : " "}
            slotProps={{ htmlInput: { dir: "ltr", "data-testid": "link-url" } }}
          />
        </DialogContent>
        <DialogActions>
          {canRemove && (
            <Button color="error" onClick={() => onApply("")} sx={{ marginInlineEnd: "auto" }}>
              {t("editor.link_remove")}
            </Button>
          )}
          <Button onClick={onClose}>{t("editor.cancel")}</Button>
          <Button type="submit" variant="contained" data-testid="link-apply">
            {t("editor.link_apply")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
