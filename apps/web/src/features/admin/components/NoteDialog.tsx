import { TextField, type TextFieldProps } from "@mui/material";
import { type ReactNode, useState } from "react";
import { ActionDialog, type ActionDialogProps } from "../../../components/ui/ActionDialog";

const NOTE_MAX = 500;

type Props = Omit<ActionDialogProps, "children" | "confirmDisabled" | "onConfirm" | "onExited"> & {
  /** Confirming needs a note (not only white space). */
  noteRequired: boolean;
  /** The note field's label, help and look; its test id goes on the input. */
  field: Pick<TextFieldProps, "label" | "helperText" | "minRows" | "autoFocus" | "required" | "sx"> & {
    testId: string;
    dir?: "auto";
  };
  /** What stands above the note (the item decided, a warning). */
  children?: ReactNode;
  onConfirm(note: string): void;
};

/** An admin decision's dialog with a note (at most 500 characters, trimmed; cleared after it closes). */
export function NoteDialog({ noteRequired, field, children, onConfirm, ...dialog }: Props) {
  const [note, setNote] = useState("");
  const trimmed = note.trim();
  const { testId, dir, ...look } = field;
  return (
    <ActionDialog
      {...dialog}
      confirmDisabled={noteRequired && trimmed.length === 0}
      onConfirm={() => onConfirm(trimmed)}
      onExited={() => setNote("")}
    >
      {children}
      <TextField
        fullWidth
        multiline
        {...look}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX, dir, "data-testid": testId } }}
      />
    </ActionDialog>
  );
}
