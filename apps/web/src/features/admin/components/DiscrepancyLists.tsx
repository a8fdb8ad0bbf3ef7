import type { ReconciliationReport } from "@ask/contracts";
import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlineOutlined";
import { Box, Chip, Link, Paper, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Fact } from "../../../components/ui/Fact";
import { FactGrid } from "../../../components/ui/FactGrid";
import { formatDateTime, formatYuan } from "../../../lib/format";

/** "All agree" in green, when a check found nothing. */
function AllClear({ text, testId }: { text: string; testId: string }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, color: "success.main" }} data-testid={testId}>
      <CheckCircleOutlineIcon fontSize="small" aria-hidden />
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}

/** A check's findings as a list of outlined items, or the all-clear when it found nothing. */
function Findings<T>({
  items,
  ok,
  children,
}: {
  items: T[];
  ok: { text: string; testId: string };
  children(item: T): ReactNode;
}) {
  if (items.length === 0) return <AllClear {...ok} />;
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
      {items.map(children)}
    </Stack>
  );
}

/** Amounts in fen, as yuan in the reader's format. */
function useFen() {
  const { i18n } = useTranslation();
  return (n: number) => formatYuan(n / 100, i18n.language);
}

/** Payment orders that disagree with the ledger (or ledger money naming no order), oldest first. */
export function OrderDiscrepancies({ orders }: { orders: ReconciliationReport["orders"] }) {
  const { t, i18n } = useTranslation("backoffice");
  const fen = useFen();
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="textSecondary" data-testid="orders-summary">
        {t("reconciliation.orders_summary", { checked: orders.checked, n: orders.discrepancy_count })}
      </Typography>
      <Findings
        items={orders.discrepancies}
        ok={{ text: t("reconciliation.orders_ok"), testId: "orders-ok" }}
      >
        {(d) => (
          <Paper
            key={`${d.order_id}-${d.problem}`}
            component="li"
            variant="outlined"
            sx={{ p: 1.5, listStyle: "none" }}
            data-testid="order-discrepancy"
            data-problem={d.problem}
          >
            <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 1 }}>
              <Chip
                size="small"
                color="error"
                variant="outlined"
                label={t(`reconciliation.problems.${d.problem}`)}
              />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`reconciliation.order_kind.${d.kind ?? "unknown"}`)}
              </Typography>
              <Typography
                variant="caption"
                color="textSecondary"
                sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}
                dir="ltr"
              >
                {d.order_id}
              </Typography>
            </Box>
            <FactGrid columns={{ xs: 2, sm: 4 }}>
              <Fact label={t("reconciliation.order_amount")}>
                {d.amount_fen === null ? "—" : fen(d.amount_fen)}
              </Fact>
              <Fact label={t("reconciliation.ledger_amount")}>{fen(d.ledger_fen)}</Fact>
              <Fact label={t("reconciliation.order_user")}>{d.user_id ?? "—"}</Fact>
              <Fact label={t("reconciliation.order_created")}>
                {d.created_at ? formatDateTime(d.created_at, i18n.language) : "—"}
              </Fact>
            </FactGrid>
          </Paper>
        )}
      </Findings>
      {orders.discrepancy_count > orders.discrepancies.length && (
        <Typography variant="caption" color="textSecondary">
          {t("reconciliation.more", { shown: orders.discrepancies.length, n: orders.discrepancy_count })}
        </Typography>
      )}
    </Stack>
  );
}

/** Escrow held against what open questions should hold, and the questions that disagree. */
export function EscrowCheck({ escrow }: { escrow: ReconciliationReport["escrow"] }) {
  const { t } = useTranslation("backoffice");
  const fen = useFen();
  return (
    <Stack spacing={1.5}>
      <FactGrid columns={{ xs: 2, sm: 3 }}>
        <Fact label={t("reconciliation.escrow_held")} testId="escrow-held">
          {fen(escrow.held_fen)}
        </Fact>
        <Fact label={t("reconciliation.escrow_expected")}>{fen(escrow.expected_fen)}</Fact>
        <Fact label={t("reconciliation.open_questions")}>{escrow.open_questions}</Fact>
      </FactGrid>
      <Findings
        items={escrow.discrepancies}
        ok={{ text: t("reconciliation.escrow_ok"), testId: "escrow-ok" }}
      >
        {(d) => (
          <Paper
            key={d.question_id}
            component="li"
            variant="outlined"
            sx={{
              p: 1.5,
              listStyle: "none",
              display: "flex",
              flexWrap: "wrap",
              gap: 2,
              alignItems: "center",
            }}
            data-testid="escrow-discrepancy"
          >
            <Link component={RouterLink} to={`/question?id=${d.question_id}`} sx={{ fontWeight: 600 }}>
              {t("reconciliation.escrow_item", { id: d.question_id })}
            </Link>
            <Typography variant="body2">
              {t("reconciliation.held")}: {fen(d.held_fen)}
            </Typography>
            <Typography variant="body2">
              {t("reconciliation.expected")}: {fen(d.expected_fen)}
            </Typography>
          </Paper>
        )}
      </Findings>
    </Stack>
  );
}
