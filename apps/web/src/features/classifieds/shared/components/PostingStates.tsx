import LockOutlined from "@mui/icons-material/LockOutlined";
import SearchOff from "@mui/icons-material/SearchOff";
import { Box, Button, Paper, Skeleton, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Page } from "../../../../components/ui/Page";

function StateCard({
  icon,
  title,
  body,
  testId,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  testId: string;
  action: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 640, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 3, md: 6 } }}>
      <Paper
        variant="outlined"
        sx={{ textAlign: "center", py: { xs: 5, md: 7 }, px: 3 }}
        data-testid={testId}
      >
        <Box sx={{ color: "text.secondary", mb: 1 }} aria-hidden>
          {icon}
        </Box>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {body}
        </Typography>
        {action}
      </Paper>
    </Box>
  );
}

/** The caller's role may not post this kind (the server would answer 403). */
export function PostForbidden({ kind }: { kind: string }) {
  const { t } = useTranslation("posting");
  return (
    <StateCard
      icon={<LockOutlined sx={{ fontSize: 52 }} />}
      title={t("forbidden_title")}
      body={t("forbidden_body", { kind: t(`kind.${kind}`) })}
      testId="post-forbidden"
      action={
        <Button variant="contained" component={Link} to="/myListings">
          {t("my_listings")}
        </Button>
      }
    />
  );
}

/** The listing to edit does not exist. */
export function ListingMissing() {
  const { t } = useTranslation("posting");
  return (
    <StateCard
      icon={<SearchOff sx={{ fontSize: 52 }} />}
      title={t("missing_title")}
      body={t("missing_body")}
      testId="listing-missing"
      action={
        <Button variant="contained" component={Link} to="/myListings">
          {t("my_listings")}
        </Button>
      }
    />
  );
}

export function EditorSkeleton() {
  return (
    <Page maxWidth={880} busy>
      <Skeleton width={120} height={36} />
      <Skeleton width="50%" height={44} />
      <Paper variant="outlined" sx={{ p: 3, mt: 2 }}>
        <Stack spacing={2}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      </Paper>
    </Page>
  );
}
