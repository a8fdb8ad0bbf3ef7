import { BALANCE_LOG_TYPES, type BalanceLogEntry } from "@ask/contracts";
import { Box, ListItem, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { YuanAmount } from "./YuanAmount";

/** Known kinds have their own label; anything else reads as a generic transaction (spec 2). */
export const balanceLogLabelKey = (type: string) =>
  (BALANCE_LOG_TYPES as readonly string[]).includes(type) ? `logs.types.${type}` : "logs.types.transaction";

/** One balance movement: kind, date and the signed amount (green in, red out). */
export function BalanceLogItem({ entry }: { entry: BalanceLogEntry }) {
  const { t, i18n } = useTranslation("wallet");
  return (
    <ListItem divider data-testid="balance-log-item" data-type={entry.type} sx={{ gap: 2, py: 1.25 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="balance-log-type">
          {t(balanceLogLabelKey(entry.type))}
        </Typography>
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
