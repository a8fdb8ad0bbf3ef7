import ArrowBack from "@mui/icons-material/ArrowBack";
import LockOutlined from "@mui/icons-material/LockOutlined";
import { Alert, Box, Button, Paper, Skeleton, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The frame of a classified screen: a back link to its board and a centred column. */
export function ListingPage({
  backTo,
  backLabel,
  maxWidth = 1120,
  children,
}: {
  backTo?: string;
  backLabel?: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 1.5, md: 3 } }}>
      {backTo && backLabel && (
        <Button
          component={Link}
          to={backTo}
          size="small"
          startIcon={<ArrowBack sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />}
          sx={{ mb: 1.5, ml: -1 }}
          data-testid="listing-back"
        >
          {backLabel}
        </Button>
      )}
      {children}
    </Box>
  );
}

/**
 * A listing detail: photos, the header (title, price) and the content on the main side; contact and
 * notices on the side, sticky on wide screens. On phones the contact comes right after the header,
 * before the long description.
 */
export function ListingDetailLayout({
  gallery,
  header,
  aside,
  content,
}: {
  gallery: ReactNode;
  header: ReactNode;
  aside: ReactNode;
  content: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1.65fr) minmax(300px, 1fr)" },
        gridTemplateAreas: {
          xs: '"gallery" "header" "aside" "content"',
          md: '"gallery aside" "header aside" "content aside"',
        },
        gridTemplateRows: { md: "auto auto 1fr" },
      }}
    >
      <Box sx={{ gridArea: "gallery", minWidth: 0 }}>{gallery}</Box>
      <Box sx={{ gridArea: "header", minWidth: 0 }}>{header}</Box>
      <Box sx={{ gridArea: "aside", minWidth: 0 }}>
        <Box
          sx={{
            position: { md: "sticky" },
            top: { md: 80 },
            display: "flex",
            flexDirection: "column",
            gap: 2,
          }}
        >
          {aside}
        </Box>
      </Box>
      <Box sx={{ gridArea: "content", minWidth: 0 }}>{content}</Box>
    </Box>
  );
}

/** A titled block of the detail's main side (description, facts). */
export function DetailSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/** Label/value pairs in two columns (one on narrow phones). */
export function DetailFacts({ facts }: { facts: Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: { xs: "minmax(0, 1fr) minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
        columnGap: 2,
        rowGap: 1.5,
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.key} sx={{ minWidth: 0 }} data-testid={`fact-${fact.key}`}>
          <Typography component="dt" variant="caption" color="textSecondary">
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            dir="auto"
            sx={{ m: 0, fontWeight: 600, textAlign: "left", overflowWrap: "anywhere" }}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Free text written by the poster, line breaks kept. */
export function DetailText({ text }: { text: string }) {
  const { t } = useTranslation("listings");
  if (!text.trim())
    return (
      <Typography variant="body2" color="textSecondary">
        {t("no_description")}
      </Typography>
    );
  return (
    <Typography
      variant="body1"
      dir="auto"
      sx={{ whiteSpace: "pre-line", textAlign: "left", overflowWrap: "anywhere", lineHeight: 1.7 }}
      data-testid="listing-description"
    >
      {text}
    </Typography>
  );
}

/** A closed listing still opens from shared links; it says so at the top. */
export function ClosedBanner() {
  const { t } = useTranslation("listings");
  return (
    <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 2 }} data-testid="listing-closed">
      {t("closed")}
    </Alert>
  );
}

export function ListingDetailSkeleton() {
  return (
    <ListingDetailLayout
      gallery={<Skeleton variant="rounded" sx={{ height: "auto", aspectRatio: "4 / 3" }} />}
      header={
        <Box>
          <Skeleton width="70%" height={40} />
          <Skeleton width="30%" height={36} />
          <Skeleton width="50%" />
        </Box>
      }
      aside={<Skeleton variant="rounded" height={180} />}
      content={<Skeleton variant="rounded" height={160} />}
    />
  );
}
