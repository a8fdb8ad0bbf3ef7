import type { ModerationAction, ReportGroup } from "@ask/contracts";
import OutlinedFlagIcon from "@mui/icons-material/OutlinedFlag";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageTabs } from "../../../components/ui/PageTabs";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSession } from "../../../lib/session";
import { useErrorMessage } from "../../../lib/use-error-message";
import { REPORT_STATUSES, type ReportStatus, useModerate, useReportQueue } from "../api/report-queue";
import { AdminList } from "../components/AdminCard";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { AdminQueryState } from "../components/AdminQueryState";
import { AdminScreen } from "../components/AdminScreen";
import { ModerationDialog } from "../components/ModerationDialog";
import { ReportGroupCard } from "../components/ReportGroupCard";
import { useConfirmation } from "../components/useConfirmation";

const MODERATOR_ROLES = ["moderator", "admin"];
const parseStatus = (raw: string | null): ReportStatus =>
  REPORT_STATUSES.includes(raw as ReportStatus) ? (raw as ReportStatus) : "open";

/**
 * /admin/reports: the moderation queue (issue 17) for moderators and administrators. Tabs by report
 * state (open, dismissed, actioned; the tab is in the URL); each reported or held target once, with its
 * content and reporters; a decision asks for confirmation and a note.
 */
export default function ReportsPage() {
  useDocumentTitle("admin_reports");
  const { t } = useTranslation("moderation");
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const allowed = MODERATOR_ROLES.includes(user?.role ?? "");
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get("status"));
  const queue = useReportQueue(status, allowed);
  const moderate = useModerate();
  const asking = useConfirmation<{ group: ReportGroup; action: ModerationAction }>();

  const confirm = (note: string) => {
    if (!asking.asked || moderate.isPending) return;
    const { group, action } = asking.asked;
    moderate.mutate(
      { group, action, note },
      asking.settle(
        (decision) => t(`queue.toast.${action}`, { n: decision.reports_resolved }),
        (error) => t("queue.toast.failed", { detail: errorMessage(error) }),
      ),
    );
  };

  return (
    <AdminScreen allowed={allowed} reads={[queue]} audience="moderators">
      <AdminPageHeader
        title={t("queue.title")}
        subtitle={
          queue.isSuccess ? t("queue.subtitle", { n: queue.data.total }) : t("queue.subtitle_loading")
        }
        onRefresh={() => void queue.refetch()}
        refreshing={queue.isFetching}
        testIdPrefix="reports"
        spacing={1.5}
      />
      <PageTabs
        value={status}
        values={REPORT_STATUSES}
        onChange={(next) => setParams(next === "open" ? {} : { status: next })}
        label={(value) => t(`queue.tabs.${value}`)}
        testIdPrefix="reports-tab"
        ariaLabel={t("queue.tabs_label")}
      />
      <AdminQueryState
        query={queue}
        isEmpty={(data) => data.items.length === 0}
        skeletonHeight={220}
        empty={{ icon: OutlinedFlagIcon, text: t(`queue.empty.${status}`), testId: "reports-empty" }}
        errorTestId="reports-load-error"
        describe={errorMessage}
      >
        {(data) => (
          <AdminList testId="report-queue">
            {data.items.map((group) => (
              <ReportGroupCard
                key={`${group.target_type}:${group.target_id}:${group.report_id ?? ""}`}
                group={group}
                busy={moderate.isPending}
                onDecide={(action) => asking.ask({ group, action })}
              />
            ))}
          </AdminList>
        )}
      </AdminQueryState>
      <ModerationDialog
        open={asking.open}
        group={asking.asked?.group ?? null}
        action={asking.asked?.action ?? "dismiss"}
        busy={moderate.isPending}
        onConfirm={confirm}
        onCancel={asking.close}
      />
    </AdminScreen>
  );
}
