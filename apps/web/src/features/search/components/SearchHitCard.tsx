import type { SearchHit } from "@ask/contracts";
import AccessTime from "@mui/icons-material/AccessTime";
import { alpha, Box, Card, CardActionArea, Chip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlaceLabel } from "../../../components/ui/PlaceLabel";
import { clampLines } from "../../../components/ui/text-sx";
import { formatDate, formatYuan } from "../../../lib/format";
import { formatTotalPrice, ltr } from "../../classifieds";
import { hitPath } from "../search-params";
import { Highlighted } from "./Highlighted";
import { KIND_ICONS } from "./kind-icons";

/** The price as the kind's own screens show it: housing in 万 yuan, housekeeping as a starting price. */
function usePriceText(hit: SearchHit): string | null {
  const { t, i18n } = useTranslation("search");
  if (hit.price === null) return null;
  if (hit.kind === "housing") return ltr(formatTotalPrice(hit.price, i18n.language));
  const yuan = ltr(formatYuan(hit.price, i18n.language));
  return hit.kind === "housekeeping" ? t("price_from", { amount: yuan }) : yuan;
}

/** One result: title and snippet with the words marked, price, place, date and the kind. */
export function SearchHitCard({ hit, terms }: { hit: SearchHit; terms: readonly string[] }) {
  const { t, i18n } = useTranslation("search");
  const price = usePriceText(hit);
  const Icon = KIND_ICONS[hit.kind];
  return (
    <Card
      component="li"
      data-testid={`search-hit-${hit.kind}-${hit.id}`}
      sx={(theme) => ({
        listStyle: "none",
        "& mark": {
          bgcolor: alpha(theme.palette.secondary.main, 0.2),
          color: "inherit",
          borderRadius: 0.5,
          px: "1px",
        },
      })}
    >
      <CardActionArea
        component={Link}
        to={hitPath(hit.kind, hit.id)}
        sx={{
          p: { xs: 1.5, sm: 2 },
          display: "flex",
          flexDirection: "column",
          alignItems: "stretch",
          gap: 0.75,
        }}
      >
        <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1.5 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            dir="auto"
            sx={{
              flex: 1,
              minWidth: 0,
              fontWeight: 700,
              lineHeight: 1.4,
              textAlign: "left",
              ...clampLines(2),
            }}
            data-testid="search-hit-title"
          >
            <Highlighted text={hit.title} terms={terms} />
          </Typography>
          {price && (
            <Typography
              component="span"
              sx={{
                color: "error.main",
                fontWeight: 800,
                whiteSpace: "nowrap",
                fontSize: { xs: 15, sm: 16 },
              }}
              data-testid="search-hit-price"
            >
              {price}
            </Typography>
          )}
        </Box>
        {hit.snippet && (
          <Typography
            variant="body2"
            color="textSecondary"
            dir="auto"
            sx={{ textAlign: "left", lineHeight: 1.6, ...clampLines(2) }}
            data-testid="search-hit-snippet"
          >
            <Highlighted text={hit.snippet} terms={terms} />
          </Typography>
        )}
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            flexWrap: "wrap",
            columnGap: 1.5,
            rowGap: 0.5,
            color: "text.secondary",
            fontSize: 13,
          }}
        >
          <Chip
            size="small"
            variant="outlined"
            icon={<Icon />}
            label={t(`kinds.${hit.kind}`)}
            sx={{ height: 22, fontSize: 12, "& .MuiChip-icon": { fontSize: 15 } }}
            data-testid="search-hit-kind"
          />
          {hit.place && (
            // Marked too: a search for a city matches the place (issue 18: nothing was marked then).
            <PlaceLabel testId="search-hit-place">
              <Highlighted text={hit.place} terms={terms} />
            </PlaceLabel>
          )}
          <Box
            component="span"
            sx={{ display: "inline-flex", alignItems: "center", gap: 0.25, whiteSpace: "nowrap" }}
          >
            <AccessTime sx={{ fontSize: 15 }} aria-hidden />
            <time dateTime={hit.created_at} data-testid="search-hit-date">
              {formatDate(hit.created_at, i18n.language)}
            </time>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
