import type { SearchGroup } from "@ask/contracts";
import ChevronRight from "@mui/icons-material/ChevronRight";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatTotal } from "../../../lib/format";
import { KIND_ICONS } from "./kind-icons";
import { SearchHitCard } from "./SearchHitCard";

/** One kind's first hits on the "All" tab, with a way to the kind's own tab when it has more. */
export function SearchGroupSection({
  group,
  terms,
  onSeeAll,
}: {
  group: SearchGroup;
  terms: readonly string[];
  onSeeAll(): void;
}) {
  const { t, i18n } = useTranslation("search");
  const Icon = KIND_ICONS[group.kind];
  const headingId = `search-group-${group.kind}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={`search-group-${group.kind}`}>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          flexWrap: "wrap",
          columnGap: 1,
          mb: 1.25,
          minHeight: 36,
        }}
      >
        <Box
          sx={{
            width: 32,
            height: 32,
            borderRadius: 1.5,
            display: "grid",
            placeItems: "center",
            bgcolor: "primary.main",
            color: "primary.contrastText",
            flexShrink: 0,
          }}
          aria-hidden
        >
          <Icon sx={{ fontSize: 20 }} />
        </Box>
        <Typography variant="h6" component="h2" id={headingId} sx={{ fontWeight: 700, fontSize: 18 }}>
          {t(`kinds.${group.kind}`)}
        </Typography>
        <Typography variant="body2" color="textSecondary" data-testid="search-group-total">
          {t("group_total", { n: formatTotal(group, i18n.language) })}
        </Typography>
        {group.total > group.items.length && (
          <Button
            size="small"
            onClick={onSeeAll}
            endIcon={<ChevronRight sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />}
            sx={{ whiteSpace: "nowrap", flexShrink: 0, marginInlineStart: "auto" }}
            data-testid={`search-see-all-${group.kind}`}
          >
            {t("see_all", { n: formatTotal(group, i18n.language) })}
          </Button>
        )}
      </Box>
      <Stack component="ul" spacing={1.25} sx={{ p: 0, m: 0 }}>
        {group.items.map((hit) => (
          <SearchHitCard key={hit.id} hit={hit} terms={terms} />
        ))}
      </Stack>
    </Box>
  );
}
