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

export interface ActionDialogProps {
  open: boolean;
  /** The dialog's test id; `<testId>-title` is its title's id. */
  testId: string;
  title: string;
  /** The explanation under the title; fields (children) follow it. */
  body?: ReactNode;
  children?: ReactNode;
  cancelLabel: string;
  cancelTestId?: string;
  confirmLabel: string;
  confirmTestId: string;
  /** Default "primary". */
  confirmColor?: "error" | "success" | "primary";
  /** Besides while busy (the request runs). */
  confirmDisabled?: boolean;
  maxWidth?: DialogProps["maxWidth"];
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** After the closing animation: clear the fields for the next time. */
  onExited?(): void;
}

/**
 * A confirmation dialog: title, what happens, optional fields or notes, cancel and confirm. While busy
 * (the request runs) neither button works and it does not close.
 */
export function ActionDialog({
  open,
  testId,
  title,
  body,
  children,
  cancelLabel,
  cancelTestId,
  confirmLabel,
  confirmTestId,
  confirmColor = "primary",
  confirmDisabled = false,
  maxWidth = "sm",
  busy,
  onConfirm,
  onCancel,
  onExited,
}: ActionDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      <DialogTitle id={`${testId}-title`} sx={{ fontWeight: 700 }}>
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
