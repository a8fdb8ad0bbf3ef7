import type { AdminUserDetail } from "@ask/contracts";
import { Alert, Box, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Fact } from "../../../components/ui/Fact";
import { FactGrid } from "../../../components/ui/FactGrid";
import { Section } from "../../../components/ui/Section";
import { formatDate, formatDateTime, formatYuan } from "../../../lib/format";
import { type AskedAction, UserActions } from "./UserActions";
import { UserActivity } from "./UserActivity";
import { UserStatusChips } from "./UserStatusChips";

interface Props {
  user: AdminUserDetail;
  busy: boolean;
  onAsk(action: AskedAction): void;
}

/** One account for an administrator: identity, verification, ban, actions, money, activity, reports. */
export function UserDetailPanel({ user, busy, onAsk }: Props) {
  const { t, i18n } = useTranslation("adminUsers");
  const lang = i18n.language;
  const yes = (ok: boolean, on: string, off: string) => t(ok ? on : off);
  return (
    <Stack spacing={2} data-testid="user-detail" data-user-id={user.id}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
        <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start", flexWrap: "wrap" }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
              {user.username}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {[
                user.display_name,
                t("users.id", { id: user.id }),
                t("users.joined", { date: formatDate(user.created_at, lang) }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </Typography>
          </Box>
          <UserStatusChips user={user} />
        </Box>
        {user.status === "banned" && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="user-ban-reason">
            {t("users.banned_reason", { reason: user.ban_reason ?? "" })}{" "}
            {user.banned_until
              ? t("users.banned_until", { date: formatDateTime(user.banned_until, lang) })
              : t("users.banned_forever")}
          </Alert>
        )}
        <FactGrid columns={{ xs: 3 }} sx={{ my: 2 }}>
          <Fact label={t("users.phone")} wrapLabel>
            {user.phone ?? t("users.no_phone")}
          </Fact>
          <Fact label={t("users.phone_check")} wrapLabel>
            {yes(user.phone_verified, "users.verified", "users.unverified")}
          </Fact>
          <Fact label={t("users.email_check")} wrapLabel>
            {yes(user.email_verified, "users.verified", "users.unverified")}
          </Fact>
        </FactGrid>
        <UserActions user={user} busy={busy} onAsk={onAsk} />
      </Paper>
      <Section title={t("users.balance")} outlined testId="user-balance">
        <FactGrid columns={{ xs: 3 }}>
          <Fact label={t("users.available")} wrapLabel>
            {formatYuan(user.balance.available, lang)}
          </Fact>
          <Fact label={t("users.withdrawable")} wrapLabel>
            {formatYuan(user.balance.withdrawable, lang)}
          </Fact>
          <Fact label={t("users.pending_withdrawals")} wrapLabel>
            {formatYuan(user.balance.pending_withdrawals, lang)}
          </Fact>
        </FactGrid>
      </Section>
      <Section title={t("users.activity")} outlined>
        <UserActivity user={user} />
      </Section>
      <Section title={t("users.reports", { n: user.open_reports.length })} outlined testId="user-reports">
        {user.open_reports.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            {t("users.no_reports")}
          </Typography>
        ) : (
          <Stack spacing={1.25} component="ul" sx={{ m: 0, p: 0, listStyle: "none" }}>
            {user.open_reports.map((report) => (
              <Box component="li" key={report.id}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`report_reasons.${report.reason}`)}
                  {report.note ? ` — ${report.note}` : ""}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {t("users.reported_by", {
                    name: report.reporter_name,
                    date: formatDate(report.created_at, lang),
                  })}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
