import type { AdminExpertApplication } from "@ask/contracts";
import WorkspacePremiumOutlinedIcon from "@mui/icons-material/WorkspacePremiumOutlined";
import { useState } from "react";
import { PageTabs } from "../../../components/ui/PageTabs";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSession } from "../../../lib/session";
import { useFeedback } from "../../../lib/use-feedback";
import {
  type AdminExpertRow,
  useApprovedExperts,
  useDecideExpertApplication,
  usePendingExpertApplications,
  useRevokeExpert,
} from "../api/expert-applications";
import { AdminList } from "../components/AdminCard";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { AdminQueryState } from "../components/AdminQueryState";
import { AdminScreen } from "../components/AdminScreen";
import { ApprovedExpertItem } from "../components/ApprovedExpertItem";
import { ExpertApplicationItem } from "../components/ExpertApplicationItem";
import { ReasonDialog } from "../components/ReasonDialog";
import { useConfirmation } from "../components/useConfirmation";

const TABS = ["pending", "approved"] as const;
const noItems = (data: { items: unknown[] }) => data.items.length === 0;
const emptyWith = (text: string) => ({
  icon: WorkspacePremiumOutlinedIcon,
  text,
  testId: "expert-apps-empty",
});

type Asking =
  | { kind: "reject"; application: AdminExpertApplication }
  | { kind: "revoke"; expert: AdminExpertRow };

/**
 * /admin/experts (issue 14): administrators approve or reject expert applications and channel changes
 * (with a reason the applicant reads in their message), and may revoke an approved expert.
 */
export default function ExpertApplicationsPage() {
  useDocumentTitle("admin_experts");
  const { t, toast, errorMessage, toastError } = useFeedback("admin");
  const isAdmin = useSession().user?.role === "admin";
  const [tab, setTab] = useState<(typeof TABS)[number]>("pending");
  const pending = usePendingExpertApplications(isAdmin);
  const approved = useApprovedExperts(isAdmin && tab === "approved");
  const decide = useDecideExpertApplication();
  const revoke = useRevokeExpert();
  const confirmation = useConfirmation<Asking>();
  const asking = confirmation.asked;
  const busy = decide.isPending || revoke.isPending;

  const failed = (error: unknown) => toastError(error, "toast.failed");
  const approve = (app: AdminExpertApplication) =>
    decide.mutate(
      { id: app.id, decision: { kind: "approve" } },
      {
        onSuccess: () => toast(t("experts.toast.approved", { name: app.applicant.username }), "success"),
        onError: failed,
      },
    );
  const confirmReason = (reason: string) => {
    if (!asking) return;
    const outcome = (toastKey: string, name: string) =>
      confirmation.settle(
        () => t(toastKey, { name }),
        (error) => t("toast.failed", { detail: errorMessage(error) }),
      );
    if (asking.kind === "reject") {
      decide.mutate(
        { id: asking.application.id, decision: { kind: "reject", reason } },
        outcome("experts.toast.rejected", asking.application.applicant.username),
      );
    } else {
      revoke.mutate(
        { expertId: asking.expert.expert_id, reason },
        outcome("experts.toast.revoked", asking.expert.username),
      );
    }
  };

  const active = tab === "pending" ? pending : approved;
  return (
    <AdminScreen allowed={isAdmin} reads={[pending]}>
      <AdminPageHeader
        title={t("experts.title")}
        subtitle={
          pending.isSuccess ? t("experts.subtitle", { n: pending.data.total }) : t("experts.subtitle_loading")
        }
        onRefresh={() => void active.refetch()}
        refreshing={active.isFetching}
        testIdPrefix="expert-apps"
        spacing={1.5}
      />
      <PageTabs
        value={tab}
        values={TABS}
        onChange={setTab}
        label={(value) => t(`experts.tabs.${value}`)}
        testIdPrefix="expert-tab"
        variant="fullWidth"
      />
      {tab === "pending" ? (
        <AdminQueryState
          query={pending}
          isEmpty={noItems}
          skeletonHeight={180}
          empty={emptyWith(t("experts.empty"))}
        >
          {(data) => (
            <AdminList testId="expert-app-list">
              {data.items.map((app) => (
                <ExpertApplicationItem
                  key={app.id}
                  application={app}
                  busy={busy}
                  onApprove={() => approve(app)}
                  onReject={() => confirmation.ask({ kind: "reject", application: app })}
                />
              ))}
            </AdminList>
          )}
        </AdminQueryState>
      ) : (
        <AdminQueryState
          query={approved}
          isEmpty={noItems}
          skeletonHeight={180}
          empty={emptyWith(t("experts.empty_approved"))}
        >
          {(data) => (
            <AdminList testId="expert-list" spacing={1.5}>
              {data.items.map((expert) => (
                <ApprovedExpertItem
                  key={expert.expert_id}
                  expert={expert}
                  busy={busy}
                  onRevoke={() => confirmation.ask({ kind: "revoke", expert })}
                />
              ))}
            </AdminList>
          )}
        </AdminQueryState>
      )}
      <ReasonDialog
        open={confirmation.open}
        title={
          asking?.kind === "revoke"
            ? t("experts.revoke_title", { name: asking.expert.username })
            : t("experts.reject_title", { name: asking?.application.applicant.username ?? "" })
        }
        body={asking?.kind === "revoke" ? t("experts.revoke_body") : t("experts.reject_body")}
        confirmLabel={asking?.kind === "revoke" ? t("experts.revoke") : t("experts.reject")}
        busy={busy}
        onConfirm={confirmReason}
        onCancel={confirmation.close}
      />
    </AdminScreen>
  );
}
