import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditTargetType } from "@ask/contracts";
import HistoryIcon from "@mui/icons-material/History";
import { Box, Stack, TextField } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadMoreButton } from "../../../components/ui/LoadMoreButton";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSession } from "../../../lib/session";
import { type AuditFilters, useAuditLog } from "../api/audit-log";
import { AdminList } from "../components/AdminCard";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { AdminQueryState } from "../components/AdminQueryState";
import { AdminScreen } from "../components/AdminScreen";
import { AuditEntryItem } from "../components/AuditEntryItem";
import { FilterSelect } from "../components/FilterSelect";

/**
 * /admin/audit-log (issue 17 item 6): every moderator and administrator action, newest first, filtered
 * by action, target type and actor, older pages loaded on demand (keyset: `before` = the last id).
 */
export default function AuditLogPage() {
  useDocumentTitle("admin_audit");
  const { t } = useTranslation("adminUsers");
  const isAdmin = useSession().user?.role === "admin";
  const [filters, setFilters] = useState<AuditFilters>({});
  const [actor, setActor] = useState("");
  const log = useAuditLog(filters, isAdmin);

  const actorId = Number(actor);
  return (
    <AdminScreen allowed={isAdmin} reads={[log]}>
      <AdminPageHeader
        title={t("audit.title")}
        subtitle={t("audit.subtitle")}
        onRefresh={() => void log.refetch()}
        refreshing={log.isFetching}
        testIdPrefix="audit"
      />
      <Box
        sx={{
          display: "grid",
          gap: 1.5,
          mb: 2,
          gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))" },
        }}
      >
        <FilterSelect
          label={t("audit.action")}
          value={filters.action ?? ""}
          all={t("any")}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))}
          onChange={(value) =>
            setFilters({ ...filters, action: (value || undefined) as AuditAction | undefined })
          }
          testId="audit-filter-action"
        />
        <FilterSelect
          label={t("audit.target")}
          value={filters.target_type ?? ""}
          all={t("any")}
          options={AUDIT_TARGET_TYPES.map((a) => ({ value: a, label: t(`audit.targets.${a}`) }))}
          onChange={(value) =>
            setFilters({ ...filters, target_type: (value || undefined) as AuditTargetType | undefined })
          }
          testId="audit-filter-target"
        />
        <TextField
          size="small"
          label={t("audit.actor")}
          value={actor}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, "").slice(0, 10);
            setActor(digits);
            setFilters({ ...filters, actor_id: Number(digits) > 0 ? Number(digits) : undefined });
          }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { inputMode: "numeric", "data-testid": "audit-filter-actor" },
          }}
          sx={{ gridColumn: { xs: "1 / -1", sm: "auto" } }}
          error={actor !== "" && !(actorId > 0)}
        />
      </Box>
      <AdminQueryState
        query={log}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        skeletonHeight={90}
        empty={{ icon: HistoryIcon, text: t("audit.empty"), testId: "audit-empty" }}
      >
        {(data) => (
          <Stack spacing={1.25}>
            <AdminList testId="audit-list" spacing={1.25}>
              {data.pages.flatMap((page) =>
                page.items.map((entry) => <AuditEntryItem key={entry.id} entry={entry} />),
              )}
            </AdminList>
            <LoadMoreButton query={log} label={t("audit.more")} testId="audit-more" />
          </Stack>
        )}
      </AdminQueryState>
    </AdminScreen>
  );
}
