import type { AdminExpertApplication } from "@ask/contracts";
import WorkspacePremiumOutlinedIcon from "@mui/icons-material/WorkspacePremiumOutlined";
import {
  Alert,
  Avatar,
  Box,
  Button,
  Container,
  Link,
  Paper,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from "@mui/material";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useToast } from "../../../lib/toast";
import { useErrorMessage } from "../../../lib/use-error-message";
import {
  type AdminExpertRow,
  useApprovedExperts,
  useDecideExpertApplication,
  usePendingExpertApplications,
  useRevokeExpert,
} from "../api/expert-applications";
import { AdminOnlyNotice } from "../components/AdminOnlyNotice";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { ExpertApplicationItem, ExpertScopeChips } from "../components/ExpertApplicationItem";
import { ReasonDialog } from "../components/ReasonDialog";

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

type Asking =
  | { kind: "reject"; application: AdminExpertApplication }
  | { kind: "revoke"; expert: AdminExpertRow };

/**
 * /admin/experts (issue 14): administrators approve or reject expert applications and channel changes
 * (with a reason the applicant reads in their message), and may revoke an approved expert.
 */
export default function ExpertApplicationsPage() {
  useDocumentTitle("admin_experts");
  const { t } = useTranslation("admin");
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const isAdmin = useSession().user?.role === "admin";
  const [tab, setTab] = useState<"pending" | "approved">("pending");
  const pending = usePendingExpertApplications(isAdmin);
  const approved = useApprovedExperts(isAdmin && tab === "approved");
  const decide = useDecideExpertApplication();
  const revoke = useRevokeExpert();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const busy = decide.isPending || revoke.isPending;

  if (!isAdmin || (pending.isError && isForbidden(pending.error))) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
        <AdminOnlyNotice />
      </Container>
    );
  }

  const failed = (error: unknown) => toast(t("toast.failed", { detail: errorMessage(error) }), "error");
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
    const close = () => setDialogOpen(false);
    if (asking.kind === "reject") {
      const name = asking.application.applicant.username;
      decide.mutate(
        { id: asking.application.id, decision: { kind: "reject", reason } },
        {
          onSuccess: () => {
            close();
            toast(t("experts.toast.rejected", { name }), "success");
          },
          onError: (error) => {
            close();
            failed(error);
          },
        },
      );
    } else {
      const name = asking.expert.username;
      revoke.mutate(
        { expertId: asking.expert.expert_id, reason },
        {
          onSuccess: () => {
            close();
            toast(t("experts.toast.revoked", { name }), "success");
          },
          onError: (error) => {
            close();
            failed(error);
          },
        },
      );
    }
  };

  const active = tab === "pending" ? pending : approved;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
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
      <Tabs
        value={tab}
        onChange={(_, value) => setTab(value)}
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
        variant="fullWidth"
      >
        <Tab value="pending" label={t("experts.tabs.pending")} data-testid="expert-tab-pending" />
        <Tab value="approved" label={t("experts.tabs.approved")} data-testid="expert-tab-approved" />
      </Tabs>
      {tab === "pending" ? (
        <Loaded query={pending} emptyText={t("experts.empty")}>
          {(data) => (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} data-testid="expert-app-list">
              {data.items.map((app) => (
                <ExpertApplicationItem
                  key={app.id}
                  application={app}
                  busy={busy}
                  onApprove={() => approve(app)}
                  onReject={() => {
                    setAsking({ kind: "reject", application: app });
                    setDialogOpen(true);
                  }}
                />
              ))}
            </Stack>
          )}
        </Loaded>
      ) : (
        <Loaded query={approved} emptyText={t("experts.empty_approved")}>
          {(data) => (
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} data-testid="expert-list">
              {data.items.map((expert) => (
                <ApprovedExpertItem
                  key={expert.expert_id}
                  expert={expert}
                  busy={busy}
                  onRevoke={() => {
                    setAsking({ kind: "revoke", expert });
                    setDialogOpen(true);
                  }}
                />
              ))}
            </Stack>
          )}
        </Loaded>
      )}
      <ReasonDialog
        open={dialogOpen}
        title={
          asking?.kind === "revoke"
            ? t("experts.revoke_title", { name: asking.expert.username })
            : t("experts.reject_title", { name: asking?.application.applicant.username ?? "" })
        }
        body={asking?.kind === "revoke" ? t("experts.revoke_body") : t("experts.reject_body")}
        confirmLabel={asking?.kind === "revoke" ? t("experts.revoke") : t("experts.reject")}
        busy={busy}
        onConfirm={confirmReason}
        onCancel={() => setDialogOpen(false)}
      />
    </Container>
  );
}

function Loaded<T extends { items: unknown[] }>({
  query,
  emptyText,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  emptyText: string;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation("admin");
  const errorMessage = useErrorMessage();
  if (query.isPending) {
    return (
      <Stack spacing={2}>
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={180} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t("retry")}
          </Button>
        }
      >
        {t("load_failed", { detail: errorMessage(query.error) })}
      </Alert>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <Box sx={{ textAlign: "center", py: 6, color: "text.secondary" }} data-testid="expert-apps-empty">
        <WorkspacePremiumOutlinedIcon sx={{ fontSize: 44, opacity: 0.5 }} aria-hidden />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {emptyText}
        </Typography>
      </Box>
    );
  }
  return <>{children(query.data)}</>;
}

function ApprovedExpertItem({
  expert,
  busy,
  onRevoke,
}: {
  expert: AdminExpertRow;
  busy: boolean;
  onRevoke(): void;
}) {
  const { t, i18n } = useTranslation("admin");
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        listStyle: "none",
        display: "flex",
        gap: 1.5,
        alignItems: { xs: "flex-start", sm: "center" },
        flexDirection: { xs: "column", sm: "row" },
      }}
      data-testid="expert-item"
    >
      <Box sx={{ display: "flex", gap: 1.5, alignItems: "center", flex: 1, minWidth: 0 }}>
        <Avatar src={expert.avatar ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
          {expert.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={`/user?id=${expert.user_id}`}
            underline="hover"
            sx={{ fontWeight: 700, overflowWrap: "anywhere" }}
            dir="auto"
          >
            {expert.username}
          </Link>
          {expert.approved_at && (
            <Typography variant="caption" color="textSecondary" component="div">
              {t("experts.approved_at", { date: formatDateTime(expert.approved_at, i18n.language) })}
            </Typography>
          )}
          <Box sx={{ mt: 0.5 }}>
            <ExpertScopeChips channelId={expert.channel_id} categoryIds={expert.category_ids} />
          </Box>
        </Box>
      </Box>
      <Button
        variant="outlined"
        color="error"
        size="small"
        onClick={onRevoke}
        disabled={busy}
        data-testid="expert-revoke"
        sx={{ flexShrink: 0, alignSelf: { xs: "stretch", sm: "center" } }}
      >
        {t("experts.revoke")}
      </Button>
    </Paper>
  );
}
