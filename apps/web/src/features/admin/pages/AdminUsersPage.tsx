import { ROLES, USER_STATUSES } from "@ask/contracts";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ManageAccountsOutlinedIcon from "@mui/icons-material/ManageAccountsOutlined";
import { Box, Button, List, Paper, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSession } from "../../../lib/session";
import { useErrorMessage } from "../../../lib/use-error-message";
import { type UserAction, useAdminUser, useAdminUserSearch, useUserAction } from "../api/admin-users";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { AdminQueryState } from "../components/AdminQueryState";
import { AdminScreen } from "../components/AdminScreen";
import { BanDialog } from "../components/BanDialog";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { FilterSelect } from "../components/FilterSelect";
import type { AskedAction } from "../components/UserActions";
import { UserDetailPanel } from "../components/UserDetailPanel";
import { UserResultItem } from "../components/UserResultItem";
import { UserSearchField } from "../components/UserSearchField";
import { useConfirmation } from "../components/useConfirmation";

const PAGE = 20;

/**
 * /admin/users (issue 17 item 8): administrators search accounts and open one: roles, verification,
 * balance, recent activity and open reports; they grant or revoke moderator and publisher and ban or
 * unban, each after a confirmation. Wide screens show the results beside the account, phones one at a time.
 */
export default function AdminUsersPage() {
  useDocumentTitle("admin_users");
  const { t, i18n } = useTranslation("adminUsers");
  const commonError = useErrorMessage();
  const isAdmin = useSession().user?.role === "admin";
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const role = params.get("role") ?? "";
  const status = params.get("status") ?? "";
  const selected = Number(params.get("id")) || null;
  const [limit, setLimit] = useState(PAGE);
  const search = useAdminUserSearch(
    {
      ...(q ? { q } : {}),
      ...(role ? { role: role as (typeof ROLES)[number] } : {}),
      ...(status ? { status: status as (typeof USER_STATUSES)[number] } : {}),
      limit,
    },
    isAdmin,
  );
  const detail = useAdminUser(isAdmin ? selected : null);
  const act = useUserAction();
  const confirmation = useConfirmation<AskedAction>();
  const { asked, open } = confirmation;

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setLimit(PAGE);
    setParams(next);
  };
  const errorMessage = (error: unknown) =>
    error instanceof ApiError && i18n.exists(`errors.${error.code}`, { ns: "adminUsers" })
      ? t(`errors.${error.code}`)
      : commonError(error);

  const user = detail.data;
  const run = (action: UserAction, done: string) => {
    if (!user) return;
    act.mutate(
      { id: user.id, action },
      confirmation.settle(
        () => t(done, { name: user.username, role: action.kind === "role" ? t(`roles.${action.role}`) : "" }),
        (error) => t("toast.failed", { detail: errorMessage(error) }),
      ),
    );
  };

  const results = (
    <Stack spacing={1.5}>
      <UserSearchField key={q} value={q} onSearch={(text) => update({ q: text, id: "" })} />
      <Stack direction="row" spacing={1}>
        <FilterSelect
          label={t("users.filter_role")}
          value={role}
          all={t("any")}
          options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          onChange={(value) => update({ role: value })}
          testId="users-filter-role"
        />
        <FilterSelect
          label={t("users.filter_status")}
          value={status}
          all={t("any")}
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(value) => update({ status: value })}
          testId="users-filter-status"
        />
      </Stack>
      <AdminQueryState
        query={search}
        isEmpty={(data) => data.items.length === 0}
        skeletonHeight={64}
        empty={{ icon: ManageAccountsOutlinedIcon, text: t("users.empty"), testId: "users-empty" }}
        describe={errorMessage}
      >
        {(data) => (
          <Paper variant="outlined" sx={{ borderRadius: 2, overflow: "hidden" }}>
            <List disablePadding data-testid="user-results">
              {data.items.map((item) => (
                <UserResultItem
                  key={item.id}
                  user={item}
                  selected={item.id === selected}
                  onSelect={() => update({ id: String(item.id) })}
                />
              ))}
            </List>
            {data.has_more && limit < 100 && (
              <Button fullWidth onClick={() => setLimit(limit + PAGE)} data-testid="users-more">
                {t("users.more")}
              </Button>
            )}
          </Paper>
        )}
      </AdminQueryState>
    </Stack>
  );

  const panel =
    selected === null ? (
      <Box sx={{ textAlign: "center", py: 8, color: "text.secondary" }} data-testid="user-pick">
        <ManageAccountsOutlinedIcon sx={{ fontSize: 44, opacity: 0.5 }} aria-hidden />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t("users.pick")}
        </Typography>
      </Box>
    ) : (
      <AdminQueryState query={detail} rows={3} skeletonHeight={140} describe={errorMessage}>
        {(data) => <UserDetailPanel user={data} busy={act.isPending} onAsk={confirmation.ask} />}
      </AdminQueryState>
    );

  return (
    <AdminScreen allowed={isAdmin} reads={[search]} maxWidth="lg">
      <AdminPageHeader
        title={t("users.title")}
        subtitle={t("users.subtitle")}
        onRefresh={() => {
          void search.refetch();
          if (selected !== null) void detail.refetch();
        }}
        refreshing={search.isFetching || detail.isFetching}
        testIdPrefix="users"
      />
      <Box
        sx={{
          display: "grid",
          gap: 3,
          alignItems: "start",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 5fr) minmax(0, 7fr)" },
        }}
      >
        <Box sx={{ display: { xs: selected === null ? "block" : "none", md: "block" } }}>{results}</Box>
        <Box sx={{ display: { xs: selected === null ? "none" : "block", md: "block" } }}>
          {selected !== null && (
            <Button
              startIcon={
                <ArrowBackIcon
                  sx={{ transform: (theme) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") }}
                />
              }
              onClick={() => update({ id: "" })}
              sx={{ display: { md: "none" }, mb: 1 }}
              data-testid="user-back"
            >
              {t("users.back")}
            </Button>
          )}
          {panel}
        </Box>
      </Box>
      <BanDialog
        open={open && asked?.kind === "ban"}
        name={user?.username ?? ""}
        busy={act.isPending}
        onConfirm={(ban) => run({ kind: "ban", ban }, "toast.banned")}
        onCancel={confirmation.close}
      />
      <ConfirmDialog
        open={open && asked !== null && asked.kind !== "ban"}
        title={
          asked?.kind === "role"
            ? t("users.confirm_role_title", { name: user?.username ?? "" })
            : t("users.confirm_unban_title", { name: user?.username ?? "" })
        }
        body={
          asked?.kind === "role"
            ? t("users.confirm_role_body", { name: user?.username ?? "", role: t(`roles.${asked.role}`) })
            : t("users.confirm_unban_body", { name: user?.username ?? "" })
        }
        confirmLabel={asked?.kind === "role" ? asked.label : t("users.unban")}
        busy={act.isPending}
        onConfirm={() => {
          if (asked?.kind === "role") run({ kind: "role", role: asked.role }, "toast.role");
          else run({ kind: "unban" }, "toast.unbanned");
        }}
        onCancel={confirmation.close}
      />
    </AdminScreen>
  );
}
