import type { ListingStatus } from "@ask/contracts";
import ArrowBack from "@mui/icons-material/ArrowBack";
import LockOutlined from "@mui/icons-material/LockOutlined";
import { Alert, Box, Button, Skeleton, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DetailLayout } from "../../../../components/ui/DetailLayout";
import { type Moderated, ModerationBanner } from "../../../reports";
import { isListingNotFound } from "../api/keys";
import { ListingLoadFailed, ListingUnavailable } from "./ListingUnavailable";

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

/** A sold, closed or expired listing still opens from shared links; it says so at the top. */
export function ListingStatusBanner({ status }: { status: ListingStatus }) {
  const { t } = useTranslation("listings");
  if (status === "active") return null;
  return (
    <Alert
      severity="info"
      icon={<LockOutlined />}
      sx={{ mb: 2 }}
      data-testid="listing-closed"
      data-status={status}
    >
      {t(`lifecycle.banner.${status}`)}
    </Alert>
  );
}

export function ListingDetailSkeleton() {
  return (
    <DetailLayout
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

interface DetailQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isPending: boolean;
  refetch(): unknown;
}

/**
 * A listing's detail page in its board's frame (a way back to the board's list): "unavailable" for a bad id or a missing listing, a
 * retry after a failed load, a skeleton while loading, else the author's moderation notice (if held,
 * hidden or rejected), the status notice (sold, closed, expired) and `children`.
 */
export function ListingDetailPage<T extends { status: ListingStatus } & Moderated>({
  id,
  detail,
  board,
  children,
}: {
  id: number | null;
  detail: DetailQuery<T>;
  /** The board the listing belongs to: the way back leads to its list. */
  board: "sales" | "housekeeping";
  children(item: T): ReactNode;
}) {
  const { t } = useTranslation("listings");
  const backTo = `/${board}`;
  const backLabel = t(`${board}.back`);
  let body: ReactNode;
  if (id === null || (detail.isError && isListingNotFound(detail.error)))
    body = <ListingUnavailable backTo={backTo} backLabel={backLabel} />;
  else if (detail.isError) body = <ListingLoadFailed onRetry={() => void detail.refetch()} />;
  else if (detail.isPending || !detail.data) body = <ListingDetailSkeleton />;
  else
    body = (
      <>
        <ModerationBanner item={detail.data} />
        <ListingStatusBanner status={detail.data.status} />
        {children(detail.data)}
      </>
    );
  return (
    <ListingPage backTo={backTo} backLabel={backLabel}>
      {body}
    </ListingPage>
  );
}
