import type { BalanceLogEntry } from "@ask/contracts";
import { Box, Link, ListItem, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { balanceLogLabelKey } from "./balance-log-label";
import { YuanAmount } from "./YuanAmount";

export { balanceLogLabelKey };

/**
 * One balance movement: kind, date and the signed amount (green in, red out). A bonus movement names
 * its question; the bonus paid at publishing says where that money is now (held in escrow, paid to an
 * answer, or refunded — the refund is its own entry).
 */
export function BalanceLogItem({ entry }: { entry: BalanceLogEntry }) {
  const { t, i18n } = useTranslation("wallet");
  return (
    <ListItem divider data-testid="balance-log-item" data-type={entry.type} sx={{ gap: 2, py: 1.25 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="balance-log-type">
          {t(balanceLogLabelKey(entry.type))}
        </Typography>
        {entry.question_id !== null && entry.question_title !== null && (
          <Link
            component={RouterLink}
            to={`/question?id=${entry.question_id}`}
            variant="body2"
            dir="auto"
            data-testid="balance-log-question"
            sx={{ display: "block", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
          >
            {entry.question_title}
          </Link>
        )}
        {entry.bonus_status !== null && (
          <Typography variant="body2" color="textSecondary" data-testid="balance-log-bonus-status">
            {t(`logs.bonus_status.${entry.bonus_status}`)}
          </Typography>
        )}
        <Typography variant="body2" color="textSecondary">
          {formatDateTime(entry.created_at, i18n.language)}
        </Typography>
      </Box>
      <YuanAmount
        value={entry.amount}
        signed
        sx={{ fontWeight: 700, fontSize: 17 }}
        testId="balance-log-amount"
      />
    </ListItem>
  );
}
