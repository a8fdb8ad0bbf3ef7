import type { ListingRef } from "@ask/contracts";
import PersonOutline from "@mui/icons-material/PersonOutlineOutlined";
import { Box, Link as MuiLink, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { detailPath } from "../listing-kinds";

export type PosterListing = ListingRef;

/** The poster with a link to their profile (/user?id=) and a few of their other active listings. */
export function PosterCard({
  ownerId,
  ownerName,
  listings,
}: {
  ownerId: number;
  ownerName: string;
  listings: PosterListing[];
}) {
  const { t } = useTranslation("listings");
  return (
    <Box sx={{ display: "grid", gap: 0.75 }} data-testid="listing-poster">
      <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.5 }}>
        {t("lifecycle.poster")}
      </Typography>
      <MuiLink
        component={Link}
        to={`/user?id=${ownerId}`}
        sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, fontWeight: 700, minWidth: 0 }}
        data-testid="listing-poster-link"
      >
        <PersonOutline fontSize="small" />
        <Box component="span" dir="auto" sx={{ overflowWrap: "anywhere" }}>
          {ownerName}
        </Box>
      </MuiLink>
      {listings.length > 0 && (
        <>
          <Typography variant="body2" color="textSecondary">
            {t("lifecycle.other_listings")}
          </Typography>
          <Box
            component="ul"
            sx={{ m: 0, pl: 2.5, display: "grid", gap: 0.5 }}
            data-testid="listing-poster-others"
          >
            {listings.map((l) => (
              <li key={`${l.kind}-${l.id}`}>
                <MuiLink
                  component={Link}
                  to={detailPath(l.kind, l.id)}
                  variant="body2"
                  dir="auto"
                  sx={{ overflowWrap: "anywhere" }}
                >
                  {l.title}
                </MuiLink>
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
