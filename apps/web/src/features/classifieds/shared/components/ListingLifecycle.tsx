import { LISTING_SOLD_KINDS, type ListingKind, type ListingStatus } from "@ask/contracts";
import Favorite from "@mui/icons-material/Favorite";
import FavoriteBorder from "@mui/icons-material/FavoriteBorder";
import ShareOutlined from "@mui/icons-material/ShareOutlined";
import { Box, Button, Chip, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { formatDate } from "../../../../lib/format";
import { useSession } from "../../../../lib/session";
import { useToast } from "../../../../lib/toast";
import { useFavoriteListing } from "../api/listings";
import { ListingStatusButton } from "./ListingStatusButton";
import { useListingErrorText } from "./listing-errors";
import { PosterCard, type PosterListing } from "./PosterCard";

/** What the panel reads of a listing's detail. */
export interface LifecycleListing {
  id: number;
  title: string;
  status: ListingStatus;
  is_mine: boolean;
  expires_at: string | null;
  favorited: boolean;
  favorites: number;
  owner_id: number;
  owner_name: string;
  poster_listings: PosterListing[];
}

const STATUS_COLOR = { active: "success", sold: "info", closed: "default", expired: "warning" } as const;

/**
 * The listing's lifecycle on every detail page (issue 18): for its owner the state, when it expires and
 * the status buttons (renew, mark sold, close; relist once it is off the lists); for others favourite
 * and share; then the poster with a link to their profile and their other listings.
 */
export function ListingLifecycle({ kind, listing }: { kind: ListingKind; listing: LifecycleListing }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 2, display: "grid", gap: 1.5 }}
      data-testid="listing-lifecycle"
    >
      {listing.is_mine ? (
        <OwnerActions kind={kind} listing={listing} />
      ) : (
        <VisitorActions kind={kind} listing={listing} />
      )}
      <PosterCard
        ownerId={listing.owner_id}
        ownerName={listing.owner_name}
        listings={listing.poster_listings}
      />
    </Paper>
  );
}

/** The listing's state as a chip (also on the owner's list). */
export function ListingStatusChip({
  status,
  testId = "listing-status",
}: {
  status: ListingStatus;
  testId?: string;
}) {
  const { t } = useTranslation("listings");
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      label={t(`lifecycle.status.${status}`)}
      data-testid={testId}
      data-status={status}
    />
  );
}

/** The owner's state, expiry and status buttons. */
export function OwnerActions({
  kind,
  listing,
}: {
  kind: ListingKind;
  listing: Pick<LifecycleListing, "id" | "title" | "status" | "expires_at">;
}) {
  const { t, i18n } = useTranslation("listings");
  const active = listing.status === "active";
  const common = { kind, id: listing.id, title: listing.title, size: "small" as const };
  return (
    <Box sx={{ display: "grid", gap: 1 }} data-testid="listing-owner-actions">
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <ListingStatusChip status={listing.status} />
        {active && listing.expires_at && (
          <Typography variant="body2" color="textSecondary" data-testid="listing-expires">
            {t("lifecycle.expires", { date: formatDate(listing.expires_at, i18n.language) })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        {active ? (
          <>
            <ListingStatusButton {...common} action="renew" />
            {LISTING_SOLD_KINDS.includes(kind) && <ListingStatusButton {...common} action="sold" />}
            <ListingStatusButton {...common} action="close" />
          </>
        ) : (
          <ListingStatusButton {...common} action="relist" />
        )}
      </Box>
    </Box>
  );
}

/** Favourite (signed-in users; visitors are sent to log in) and share (Web Share API, else copy the link). */
function VisitorActions({ kind, listing }: { kind: ListingKind; listing: LifecycleListing }) {
  const { t } = useTranslation("listings");
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const errorText = useListingErrorText();
  const favorite = useFavoriteListing(kind, listing.id);
  const active = listing.status === "active";

  const toggle = () => {
    if (!isLoggedIn) {
      navigate("/login", { state: { from: location.pathname + location.search } });
      return;
    }
    favorite.mutate(!listing.favorited, {
      onSuccess: (state) =>
        toast(t(state.favorited ? "lifecycle.favorited" : "lifecycle.unfavorited"), "success"),
      onError: (error) => toast(errorText(error), "error"),
    });
  };

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: listing.title, url });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(t("lifecycle.link_copied"), "success");
    } catch {
      toast(t("lifecycle.copy_failed", { url }), "info");
    }
  };

  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
      {(active || listing.favorited) && (
        <Button
          variant={listing.favorited ? "contained" : "outlined"}
          color="secondary"
          size="small"
          startIcon={listing.favorited ? <Favorite /> : <FavoriteBorder />}
          onClick={toggle}
          disabled={favorite.isPending}
          aria-pressed={listing.favorited}
          data-testid="listing-favorite"
        >
          {t(listing.favorited ? "lifecycle.favorited_button" : "lifecycle.favorite", {
            count: listing.favorites,
          })}
        </Button>
      )}
      <Button
        variant="outlined"
        size="small"
        startIcon={<ShareOutlined />}
        onClick={() => void share()}
        data-testid="listing-share"
      >
        {t("lifecycle.share")}
      </Button>
    </Box>
  );
}
