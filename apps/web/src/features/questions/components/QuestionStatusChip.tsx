import type { QuestionStatus } from "@ask/contracts";
import { Chip, type ChipProps } from "@mui/material";
import { useTranslation } from "react-i18next";

const COLORS: Record<QuestionStatus, ChipProps["color"]> = {
  pending: "info",
  todo: "warning",
  done: "success",
  rejected: "error",
};

/**
 * The status labels of spec 4: awaiting acceptance, to be closed, resolved, review failed; a question
 * whose bonus went back to the publisher reads "closed (refunded)", not "resolved".
 */
export function QuestionStatusChip({
  status,
  settlement,
}: {
  status: QuestionStatus;
  settlement?: "open" | "paid" | "refunded";
}) {
  const { t } = useTranslation("questions");
  const refunded = settlement === "refunded" && status !== "rejected";
  return (
    <Chip
      size="small"
      variant="outlined"
      color={refunded ? "default" : COLORS[status]}
      label={refunded ? t("status_refunded") : t(`status.${status}`)}
      data-settlement={settlement}
      data-testid="question-status"
      sx={{ flexShrink: 0, fontWeight: 600 }}
    />
  );
}
