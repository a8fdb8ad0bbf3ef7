import { fenToYuan } from "@ask/contracts";
import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import { Box, Button, Skeleton, Typography } from "@mui/material";
import { type Control, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatYuan } from "../../../lib/format";
import { amountDueFen, shortfallFen } from "../balance-check";
import type { PublishFormInput, PublishFormValues } from "../publish-form";
import type { BalanceCheck } from "../use-balance-check";

/**
 * Beside the bonus and expert fee: the wallet balance, what publishing will hold from it, how much is
 * missing, and the way to the recharge screen (the draft is kept meanwhile).
 */
export function BalanceHint({
  control,
  balance,
}: {
  control: Control<PublishFormInput, unknown, PublishFormValues>;
  balance: BalanceCheck["balance"];
}) {
  const { t, i18n } = useTranslation("publish");
  const [bonus_amount, paid_amount] = useWatch({ control, name: ["bonus_amount", "paid_amount"] });
  const due = amountDueFen({ bonus_amount, paid_amount });
  const yuan = balance.data?.balance;
  const short = shortfallFen({ bonus_amount, paid_amount }, yuan);
  const lang = i18n.language;

  return (
    <Box
      sx={{
        gridColumn: { sm: "1 / -1" },
        display: "flex",
        alignItems: "center",
        flexWrap: "wrap",
        columnGap: 1.5,
        rowGap: 0.5,
        px: 1.5,
        py: 1,
        border: 1,
        borderRadius: 1,
        borderColor: short > 0 ? "error.main" : "divider",
        bgcolor: "action.hover",
      }}
      data-testid="publish-balance"
    >
      <AccountBalanceWalletOutlined fontSize="small" color={short > 0 ? "error" : "action"} aria-hidden />
      <Typography variant="body2" component="span">
        {t("balance.label")}{" "}
        {balance.isPending ? (
          <Skeleton variant="text" width={56} sx={{ display: "inline-block" }} />
        ) : yuan === undefined ? (
          <span data-testid="publish-balance-unavailable">{t("balance.unavailable")}</span>
        ) : (
          <Box component="strong" sx={{ fontWeight: 700 }} data-testid="publish-balance-value">
            {formatYuan(yuan, lang)}
          </Box>
        )}
      </Typography>
      {due > 0 && (
        <Typography variant="body2" component="span" color="textSecondary" data-testid="publish-balance-due">
          {t("balance.due", { amount: formatYuan(fenToYuan(due), lang) })}
        </Typography>
      )}
      {short > 0 && (
        <Typography
          variant="body2"
          component="span"
          color="error"
          sx={{ fontWeight: 700 }}
          data-testid="publish-balance-short"
        >
          {t("balance.short", { amount: formatYuan(fenToYuan(short), lang) })}
        </Typography>
      )}
      <Button
        component={Link}
        to="/wallet/recharge"
        size="small"
        variant={short > 0 ? "contained" : "text"}
        color={short > 0 ? "error" : "primary"}
        sx={{ marginInlineStart: "auto" }}
        title={t("balance.kept")}
        data-testid="publish-recharge"
      >
        {t("balance.recharge")}
      </Button>
    </Box>
  );
}
