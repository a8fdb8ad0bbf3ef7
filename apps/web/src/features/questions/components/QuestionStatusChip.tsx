import type { QuestionStatus } from "@ask/contracts";
import { Chip, type ChipProps } from "@mui/material";
import { useTranslation } from "react-i18next";

const COLORS: Record<QuestionStatus, ChipProps["color"]> = {
  pending: "info",
  todo: "warning",
  done: "success",
  rejected: "error",
};

/** The status labels of spec 4: awaiting acceptance, to be closed, resolved, review failed. */
export function QuestionStatusChip({ status }: { status: QuestionStatus }) {
  const { t } = useTranslation("questions");
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`status.${status}`)}
      data-testid="question-status"
      sx={{ flexShrink: 0, fontWeight: 600 }}
    />
  );
}
