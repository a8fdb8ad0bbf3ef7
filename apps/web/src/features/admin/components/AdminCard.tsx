import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import { Box, Button, Paper, Stack } from "@mui/material";
import type { ReactNode } from "react";

/** What a queue's card gets besides its item: whether a decision is being sent, and how to ask for one. */
export interface DecidingProps<Choice> {
  busy: boolean;
  onDecide(choice: Choice): void;
}

/** An admin queue: a bare list of AdminCards. */
export function AdminList({
  testId,
  spacing = 2,
  children,
}: {
  testId: string;
  spacing?: number;
  children: ReactNode;
}) {
  return (
    <Stack component="ul" spacing={spacing} sx={{ p: 0, m: 0 }} data-testid={testId}>
      {children}
    </Stack>
  );
}

/** One item of an admin queue: an outlined list-item card (give it data-* attributes through `data`). */
export function AdminCard({
  testId,
  data,
  children,
}: {
  testId: string;
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, listStyle: "none" }}
      data-testid={testId}
      {...data}
    >
      {children}
    </Paper>
  );
}

interface DecisionButtonsProps {
  rejectLabel: string;
  approveLabel: string;
  onReject(): void;
  onApprove(): void;
  busy: boolean;
  /** Approving is not possible (no channel chosen, nothing to pay from). */
  cannotApprove?: boolean;
  testIds: { reject: string; approve: string };
  /** On phones, both buttons share the row's width. */
  stretch?: boolean;
}

/** A queue item's decision, end-aligned: reject (outlined, red) then approve (filled, green). */
export function DecisionButtons(props: DecisionButtonsProps) {
  const { busy, testIds, stretch } = props;
  const sx = stretch ? { flex: { xs: 1, sm: "none" } } : undefined;
  return (
    <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", flexWrap: "wrap", mt: 2 }}>
      <Button
        variant="outlined"
        color="error"
        startIcon={<CloseIcon />}
        onClick={props.onReject}
        disabled={busy}
        data-testid={testIds.reject}
        sx={sx}
      >
        {props.rejectLabel}
      </Button>
      <Button
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        onClick={props.onApprove}
        disabled={busy || props.cannotApprove}
        data-testid={testIds.approve}
        sx={sx}
      >
        {props.approveLabel}
      </Button>
    </Box>
  );
}
