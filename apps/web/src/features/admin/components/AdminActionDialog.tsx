import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  type DialogProps,
  DialogTitle,
} from "@mui/material";
import type { ReactNode } from "react";

export interface AdminActionDialogProps {
  open: boolean;
  /** `<name>-dialog` is the dialog's test id, `<name>-dialog-title` its title's id. */
  name: string;
  title: string;
  /** The explanation under the title; fields (children) follow it. */
  body?: ReactNode;
  children?: ReactNode;
  cancelLabel: string;
  cancelTestId?: string;
  confirmLabel: string;
  confirmTestId: string;
  confirmColor: "error" | "success" | "primary";
  /** Besides while busy (the request runs). */
  confirmDisabled?: boolean;
  maxWidth?: DialogProps["maxWidth"];
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** After the closing animation: clear the fields for the next time. */
  onExited?(): void;
}

/** The frame of an admin action's dialog: title, what happens, optional fields, cancel and confirm (not while busy). */
export function AdminActionDialog({
  open,
  name,
  title,
  body,
  children,
  cancelLabel,
  cancelTestId,
  confirmLabel,
  confirmTestId,
  confirmColor,
  confirmDisabled = false,
  maxWidth = "sm",
  busy,
  onConfirm,
  onCancel,
  onExited,
}: AdminActionDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={`${name}-dialog-title`}
      data-testid={`${name}-dialog`}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      <DialogTitle id={`${name}-dialog-title`} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {body !== undefined && <DialogContentText sx={{ mb: children ? 2 : 0 }}>{body}</DialogContentText>}
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} data-testid={cancelTestId}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
