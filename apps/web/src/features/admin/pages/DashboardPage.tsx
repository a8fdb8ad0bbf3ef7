import type { SvgIconComponent } from "@mui/icons-material";
import AssignmentLateOutlined from "@mui/icons-material/AssignmentLateOutlined";
import PeopleAltOutlined from "@mui/icons-material/PeopleAltOutlined";
import RefreshIcon from "@mui/icons-material/Refresh";
import WarningAmberOutlined from "@mui/icons-material/WarningAmberOutlined";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from "@mui/material";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useStockCheckTasks, useUsersTotal, useWarningProducts } from "../../store";
import { AdminOnlyNotice } from "../components/AdminOnlyNotice";

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * /dashboard (spec 2 "Dashboard", administrators only): three cards — products at or below their
 * warning stock, open stock-check tasks, registered users — and below them the two lists.
 */
export default function DashboardPage() {
  useDocumentTitle("dashboard");
  const { t, i18n } = useTranslation("admin");
  const { user } = useSession();
  const isAdmin = user?.role === "admin";
  const warning = useWarningProducts(isAdmin);
  const tasks = useStockCheckTasks(isAdmin);
  const users = useUsersTotal(isAdmin);
  const queries = [warning, tasks, users];

  if (!isAdmin || queries.some((q) => q.isError && isForbidden(q.error))) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
        <AdminOnlyNotice />
      </Container>
    );
  }

  const refreshing = queries.some((q) => q.isFetching);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 2, mb: 2.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t("dashboard.title")}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {t("dashboard.subtitle")}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<RefreshIcon />}
          onClick={() => queries.forEach((q) => void q.refetch())}
          disabled={refreshing}
          sx={{ flexShrink: 0 }}
          data-testid="dashboard-refresh"
        >
          {t("refresh")}
        </Button>
      </Box>

      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" },
          gap: 2,
          mb: 3,
        }}
      >
        <CountCard
          icon={WarningAmberOutlined}
          color="warning.main"
          label={t("dashboard.warning_products")}
          query={warning}
          count={(d) => d.length}
          testId="dashboard-warning"
        />
        <CountCard
          icon={AssignmentLateOutlined}
          color="error.main"
          label={t("dashboard.stock_tasks")}
          query={tasks}
          count={(d) => d.length}
          testId="dashboard-tasks"
        />
        <CountCard
          icon={PeopleAltOutlined}
          color="primary.main"
          label={t("dashboard.users")}
          query={users}
          count={(d) => d.total}
          testId="dashboard-users"
        />
      </Box>

      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
          gap: 2,
          alignItems: "start",
        }}
      >
        <ListCard title={t("dashboard.warning_list")} testId="dashboard-warning-list">
          {warning.data?.length === 0 && <Empty text={t("dashboard.no_warning")} />}
          {warning.data && warning.data.length > 0 && (
            <List dense disablePadding>
              {warning.data.map((p) => (
                <ListItem key={p.id} divider sx={{ px: 0 }}>
                  <ListItemText
                    primary={p.name}
                    secondary={p.merchant_name}
                    slotProps={{ primary: { dir: "auto" }, secondary: { dir: "auto" } }}
                  />
                  <Typography
                    variant="body2"
                    sx={{
                      color: p.stock === 0 ? "error.main" : "warning.dark",
                      fontWeight: 600,
                      whiteSpace: "nowrap",
                    }}
                  >
                    {t("dashboard.stock_of", { stock: p.stock, level: p.warning_level })}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </ListCard>
        <ListCard title={t("dashboard.task_list")} testId="dashboard-task-list">
          {tasks.data?.length === 0 && <Empty text={t("dashboard.no_tasks")} />}
          {tasks.data && tasks.data.length > 0 && (
            <List dense disablePadding>
              {tasks.data.map((task) => (
                <ListItem key={task.id} divider sx={{ px: 0 }}>
                  <ListItemText
                    primary={task.product_name}
                    secondary={formatDateTime(task.created_at, i18n.language)}
                    slotProps={{ primary: { dir: "auto" } }}
                  />
                  <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: "nowrap" }}>
                    {t("dashboard.stock_at_creation", { stock: task.stock_at_creation })}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </ListCard>
      </Box>
    </Container>
  );
}

function CountCard<T>({
  icon: Icon,
  color,
  label,
  query,
  count,
  testId,
}: {
  icon: SvgIconComponent;
  color: string;
  label: string;
  query: UseQueryResult<T>;
  count: (data: T) => number;
  testId: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const errorMessage = useErrorMessage();
  return (
    <Card data-testid={testId}>
      <CardContent sx={{ display: "flex", alignItems: "center", gap: 2, "&:last-child": { pb: 2 } }}>
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: 2,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            bgcolor: "action.hover",
            color,
            flexShrink: 0,
          }}
        >
          <Icon aria-hidden />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" color="textSecondary">
            {label}
          </Typography>
          {query.isPending ? (
            <Skeleton width={56} height={40} />
          ) : query.isError ? (
            <Typography variant="body2" sx={{ color: "error.main" }} data-testid={`${testId}-error`}>
              {t("dashboard.count_failed", { detail: errorMessage(query.error) })}
            </Typography>
          ) : (
            <Typography
              sx={{ fontWeight: 700, fontSize: 30, lineHeight: 1.25 }}
              data-testid={`${testId}-value`}
            >
              {new Intl.NumberFormat(i18n.language.replace("_", "-")).format(count(query.data))}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

function ListCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card data-testid={testId}>
      <CardContent sx={{ "&:last-child": { pb: 2 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Alert severity="success" variant="outlined" sx={{ border: 0, px: 0 }}>
      {text}
    </Alert>
  );
}
