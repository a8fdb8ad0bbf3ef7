import type { AppealSummary } from "@ask/contracts";
import GavelIcon from "@mui/icons-material/Gavel";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSession } from "../../../lib/session";
import { useErrorMessage } from "../../../lib/use-error-message";
import { type AppealDecision, useDecideAppeal } from "../api/decide-appeal";
import { useOpenAppeals } from "../api/open-appeals";
import { AdminList } from "../components/AdminCard";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { AdminQueryState } from "../components/AdminQueryState";
import { AdminScreen } from "../components/AdminScreen";
import { AppealCard } from "../components/AppealCard";
import { DecisionDialog } from "../components/DecisionDialog";
import { useConfirmation } from "../components/useConfirmation";

/**
 * /admin/appeals: the administrator awards the bonus to an appellant's answer or rejects the appeal
 * (issue 4). Reached by URL only; other users see "administrators only" (the server refuses them too).
 */
export default function AppealsPage() {
  useDocumentTitle("admin_appeals");
  const { t, i18n } = useTranslation("admin");
  const commonError = useErrorMessage();
  const { user } = useSession();
  const isAdmin = user?.role === "admin";
  const appeals = useOpenAppeals(isAdmin);
  const decide = useDecideAppeal();
  const asking = useConfirmation<{ appeal: AppealSummary; decision: AppealDecision }>();

  const errorMessage = (error: unknown) =>
    error instanceof ApiError && i18n.exists(`errors.${error.code}`, { ns: "admin" })
      ? t(`errors.${error.code}`)
      : commonError(error);

  const confirm = () => {
    if (!asking.asked || decide.isPending) return;
    const { appeal, decision } = asking.asked;
    decide.mutate(
      { appealId: appeal.id, decision },
      asking.settle(
        () =>
          decision === "award"
            ? t("toast.awarded", { name: appeal.appellant })
            : t("toast.rejected", { name: appeal.appellant }),
        (error) => t("toast.failed", { detail: errorMessage(error) }),
      ),
    );
  };

  const items = appeals.data ?? [];
  const body = (
    <AdminQueryState
      query={appeals}
      isEmpty={(data) => data.length === 0}
      skeletonHeight={200}
      empty={{ icon: GavelIcon, text: t("empty"), testId: "appeals-empty" }}
      errorTestId="appeals-load-error"
      describe={errorMessage}
    >
      {(data) => (
        <AdminList testId="appeal-list">
          {data.map((appeal) => (
            <AppealCard
              key={appeal.id}
              appeal={appeal}
              busy={decide.isPending}
              onDecide={(decision) => asking.ask({ appeal, decision })}
            />
          ))}
        </AdminList>
      )}
    </AdminQueryState>
  );

  return (
    <AdminScreen allowed={isAdmin} reads={[appeals]}>
      <AdminPageHeader
        title={t("title")}
        subtitle={appeals.isSuccess ? t("subtitle", { n: items.length }) : t("subtitle_loading")}
        onRefresh={() => void appeals.refetch()}
        refreshing={appeals.isFetching}
        testIdPrefix="appeals"
      />
      {body}
      <DecisionDialog
        open={asking.open}
        appeal={asking.asked?.appeal ?? null}
        decision={asking.asked?.decision ?? "award"}
        busy={decide.isPending}
        onConfirm={confirm}
        onCancel={asking.close}
      />
    </AdminScreen>
  );
}
