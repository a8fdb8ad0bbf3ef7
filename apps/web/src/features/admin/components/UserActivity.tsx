import type { AdminUserDetail } from "@ask/contracts";
import { Box, Link, List, ListItem, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { formatDate } from "../../../lib/format";

/** Where each listing kind's detail screen is (app/route-table.ts). */
const LISTING_PATHS = {
  housing: "/houseDetail",
  sale: "/saleDetail",
  housekeeping: "/housekeepingDetail",
  job: "/jobDetail",
} as const;

interface Row {
  key: string;
  to: string;
  title: string;
  caption: string;
}

function ActivityList({
  title,
  count,
  rows,
  testId,
}: {
  title: string;
  count: number;
  rows: Row[];
  testId: string;
}) {
  const { t } = useTranslation("adminUsers");
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {title} ({count})
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ py: 0.5 }}>
          {t("users.nothing")}
        </Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((row) => (
            <ListItem key={row.key} disableGutters sx={{ display: "block", py: 0.5 }}>
              <Link
                component={RouterLink}
                to={row.to}
                underline="hover"
                sx={{ display: "block", overflowWrap: "anywhere" }}
              >
                <bdi>{row.title}</bdi>
              </Link>
              <Typography variant="caption" color="textSecondary">
                {row.caption}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** The latest questions, answers and listings of an account, with their dates and links. */
export function UserActivity({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useTranslation("adminUsers");
  const date = (iso: string) => formatDate(iso, i18n.language);
  const row = (key: string, to: string, title: string, createdAt: string, kind?: string) => ({
    key,
    to,
    title,
    caption: kind ? `${kind} · ${date(createdAt)}` : date(createdAt),
  });
  const lists = [
    {
      name: "questions",
      rows: user.recent.questions.map((q) => row(`q${q.id}`, `/question?id=${q.id}`, q.title, q.created_at)),
    },
    {
      name: "answers",
      rows: user.recent.answers.map((a) =>
        row(`a${a.id}`, `/question?id=${a.question_id}`, a.question_title, a.created_at),
      ),
    },
    {
      name: "listings",
      rows: user.recent.listings.map((l) =>
        row(
          `${l.kind}${l.id}`,
          `${LISTING_PATHS[l.kind]}?id=${l.id}`,
          l.title,
          l.created_at,
          t(`users.listing_kinds.${l.kind}`),
        ),
      ),
    },
  ] as const;
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" },
      }}
    >
      {lists.map(({ name, rows }) => (
        <ActivityList
          key={name}
          title={t(`users.${name}`)}
          count={user.counts[name]}
          testId={`user-${name}`}
          rows={rows}
        />
      ))}
    </Box>
  );
}
