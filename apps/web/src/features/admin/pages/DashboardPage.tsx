import type { SvgIconComponent } from "@mui/icons-material";
import AssignmentLateOutlined from "@mui/icons-material/AssignmentLateOutlined";
import PeopleAltOutlined from "@mui/icons-material/PeopleAltOutlined";
import WarningAmberOutlined from "@mui/icons-material/WarningAmberOutlined";
import {
  Alert,
  Box,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from "@mui/material";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FactGrid } from "../../../components/ui/FactGrid";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useStockCheckTasks, useUsersTotal, useWarningProducts } from "../../store";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { AdminScreen } from "../components/AdminScreen";

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

  const counts = [
    [
      WarningAmberOutlined,
      "warning.main",
      "dashboard.warning_products",
      warning,
      warning.data?.length,
      "dashboard-warning",
    ],
    [
      AssignmentLateOutlined,
      "error.main",
      "dashboard.stock_tasks",
      tasks,
      tasks.data?.length,
      "dashboard-tasks",
    ],
    [PeopleAltOutlined, "primary.main", "dashboard.users", users, users.data?.total, "dashboard-users"],
  ] as const;
  return (
    <AdminScreen allowed={isAdmin} reads={queries} maxWidth="lg">
      <AdminPageHeader
        title={t("dashboard.title")}
        subtitle={t("dashboard.subtitle")}
        onRefresh={() => queries.forEach((q) => void q.refetch())}
        refreshing={queries.some((q) => q.isFetching)}
        testIdPrefix="dashboard"
      />

      <FactGrid columns={{ xs: 1, sm: 3 }} gap={2} sx={{ mb: 3 }}>
        {counts.map(([icon, color, label, query, value, testId]) => (
          <CountCard key={testId} {...{ icon, color, query, value, testId }} label={t(label)} />
        ))}
      </FactGrid>

      <FactGrid columns={{ xs: 1, md: 2 }} gap={2} sx={{ alignItems: "start" }}>
        <ListCard
          title={t("dashboard.warning_list")}
          empty={t("dashboard.no_warning")}
          items={warning.data}
          testId="dashboard-warning-list"
          row={(p) => ({
            key: p.id,
            primary: p.name,
            secondary: p.merchant_name,
            userText: true,
            side: t("dashboard.stock_of", { stock: p.stock, level: p.warning_level }),
            sideColor: p.stock === 0 ? "error.main" : "warning.dark",
          })}
        />
        <ListCard
          title={t("dashboard.task_list")}
          empty={t("dashboard.no_tasks")}
          items={tasks.data}
          testId="dashboard-task-list"
          row={(task) => ({
            key: task.id,
            primary: task.product_name,
            secondary: formatDateTime(task.created_at, i18n.language),
            side: t("dashboard.stock_at_creation", { stock: task.stock_at_creation }),
          })}
        />
      </FactGrid>
    </AdminScreen>
  );
}

function CountCard({
  icon: Icon,
  color,
  label,
  query,
  value,
  testId,
}: {
  icon: SvgIconComponent;
  color: string;
  label: string;
  query: UseQueryResult<unknown>;
  value: number | undefined;
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
              {new Intl.NumberFormat(i18n.language.replace("_", "-")).format(value ?? 0)}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

interface ListRow {
  key: number;
  primary: string;
  secondary: string;
  side: string;
  /** The secondary line is user-written text (its own direction), not a date. */
  userText?: boolean;
  /** The side note's colour (a warning); without it, the secondary text colour. */
  sideColor?: string;
}

/** A titled card with a dense list of rows (name, detail, a note at the end) or, when empty, an all-clear. */
function ListCard<T>({
  title,
  empty,
  items,
  row,
  testId,
}: {
  title: string;
  empty: string;
  items: T[] | undefined;
  row: (item: T) => ListRow;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent sx={{ "&:last-child": { pb: 2 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {items?.length === 0 && (
          <Alert severity="success" variant="outlined" sx={{ border: 0, px: 0 }}>
            {empty}
          </Alert>
        )}
        {items && items.length > 0 && (
          <List dense disablePadding>
            {items.map(row).map((r) => (
              <ListItem key={r.key} divider sx={{ px: 0 }}>
                <ListItemText
                  primary={r.primary}
                  secondary={r.secondary}
                  slotProps={{
                    primary: { dir: "auto" },
                    secondary: r.userText ? { dir: "auto" } : undefined,
                  }}
                />
                <Typography
                  variant="body2"
                  color={r.sideColor ? undefined : "textSecondary"}
                  sx={{ whiteSpace: "nowrap", ...(r.sideColor && { color: r.sideColor, fontWeight: 600 }) }}
                >
                  {r.side}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
