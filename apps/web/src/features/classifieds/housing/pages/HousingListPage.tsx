import {
  HOUSING_TABS,
  type HousingListParams,
  housingListSearch,
  LISTING_POSTER_ROLES,
  PAGE_SIZES,
  pageCount,
  parseHousingListParams,
  toHousingQuery,
} from "@ask/contracts";
import AddHomeOutlined from "@mui/icons-material/AddHomeOutlined";
import TuneIcon from "@mui/icons-material/Tune";
import {
  Badge,
  Box,
  Button,
  Collapse,
  MenuItem,
  Pagination,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
  useMediaQuery,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ListLoadError } from "../../../../components/ui/ListLoadError";
import { PageHeading } from "../../../../components/ui/PageHeading";
import { useDocumentTitle } from "../../../../lib/document-title";
import { formatTotal } from "../../../../lib/format";
import { useSession } from "../../../../lib/session";
import { useHousingList } from "../api/list-housing";
import { type HousingFilterChange, HousingFilters } from "../components/HousingFilters";
import { HousingListEmpty } from "../components/HousingListEmpty";
import { HousingListItem } from "../components/HousingListItem";
import { HousingListSkeleton } from "../components/HousingListSkeleton";
import { activeFilterCount } from "../housing-list-params";

/** Who sees the "post a listing" button (the server checks again). */
export const canPostHousing = (role: string | undefined) =>
  role !== undefined && (LISTING_POSTER_ROLES.housing as readonly string[]).includes(role);

/**
 * /houses (spec 2): categories, filter rows, tabs, page size and pagination; the whole state lives in
 * the URL so reload and back restore it.
 */
export default function HousingListPage() {
  useDocumentTitle("houses");
  const { t, i18n } = useTranslation("housing");
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseHousingListParams(searchParams);
  const result = useHousingList(toHousingQuery(params));

  const go = (next: HousingListParams, replace = false) =>
    setSearchParams(housingListSearch(next), { replace });
  const change = (filters: HousingFilterChange) => go({ ...params, ...filters, page: 1 });

  const total = result.data?.total ?? 0;
  const pages = result.data ? pageCount(result.data, params.pageSize) : 0;
  // A page past the end (listings closed meanwhile, or an old link): show the last one instead.
  const pastTheEnd =
    !result.isPlaceholderData && result.data !== undefined && total > 0 && params.page > pages;
  useEffect(() => {
    if (pastTheEnd) go({ ...params, page: pages }, true);
  });

  const items = result.data?.items ?? [];
  const filterCount = activeFilterCount(params);
  const filtered = filterCount > 0 || params.tab !== "all";

  return (
    <Box sx={{ maxWidth: 1100, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap", mb: 2 }}>
        <PageHeading grow title={t("title")} subtitle={t("subtitle")} subtitleGap={0.25} />
        {canPostHousing(user?.role) && (
          <Button
            component={Link}
            to="/post/housing"
            variant="contained"
            startIcon={<AddHomeOutlined />}
            data-testid="housing-post-button"
          >
            {t("post")}
          </Button>
        )}
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        {phone && (
          <Button
            fullWidth
            variant="text"
            color="inherit"
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            aria-controls="housing-filter-panel"
            startIcon={
              <Badge color="primary" badgeContent={filterCount} invisible={filterCount === 0}>
                <TuneIcon />
              </Badge>
            }
            sx={{ justifyContent: "flex-start", fontWeight: 600 }}
            data-testid="housing-filters-toggle"
          >
            {t(filtersOpen ? "filters.hide" : "filters.show")}
          </Button>
        )}
        {phone ? (
          <Collapse in={filtersOpen} id="housing-filter-panel" unmountOnExit>
            <Box sx={{ pt: 2 }}>
              <HousingFilters params={params} onChange={change} />
            </Box>
          </Collapse>
        ) : (
          <HousingFilters params={params} onChange={change} />
        )}
      </Paper>

      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          flexWrap: "wrap",
          columnGap: 2,
          rowGap: 1,
          mb: 1.5,
          // A shorthand border inside a media query would reset the colour: spell it out.
          borderBottom: { xs: "none", sm: `1px solid ${theme.palette.divider}` },
        }}
      >
        <Tabs
          value={params.tab}
          onChange={(_e, tab) => go({ ...params, tab, page: 1 })}
          variant="scrollable"
          scrollButtons={false}
          aria-label={t("tabs.label")}
          sx={{
            flex: { xs: "1 1 100%", sm: 1 },
            borderBottom: { xs: `1px solid ${theme.palette.divider}`, sm: "none" },
            minWidth: 0,
            minHeight: 40,
            "& .MuiTab-root": { minHeight: 40, px: 1.5, minWidth: 0 },
          }}
        >
          {HOUSING_TABS.map((tab) => (
            <Tab key={tab} value={tab} label={t(`tabs.${tab}`)} data-testid={`housing-tab-${tab}`} />
          ))}
        </Tabs>
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            gap: 1.5,
            pb: { xs: 0, sm: 1 },
            ml: "auto",
            width: { xs: "100%", sm: "auto" },
          }}
        >
          {result.data && (
            <Typography variant="body2" color="textSecondary" aria-live="polite" data-testid="housing-total">
              {t("list.summary", { total: formatTotal(result.data, i18n.language) })}
            </Typography>
          )}
          <TextField
            select
            size="small"
            value={params.pageSize}
            onChange={(e) => go({ ...params, pageSize: Number(e.target.value), page: 1 })}
            slotProps={{
              select: {
                "data-testid": "housing-page-size",
                inputProps: { "aria-label": t("list.page_size") },
              } as object,
            }}
            sx={{ "& .MuiSelect-select": { py: 0.75, fontSize: 14 } }}
          >
            {PAGE_SIZES.housing.map((n) => (
              <MenuItem key={n} value={n} data-testid={`housing-page-size-${n}`}>
                {t("list.page_size_option", { n })}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Box>

      {result.isPending || pastTheEnd ? (
        <HousingListSkeleton />
      ) : result.isError && !result.data ? (
        <ListLoadError query={result} testId="housing-list-error" />
      ) : items.length === 0 ? (
        <HousingListEmpty
          filtered={filtered}
          onClear={() => go({ tab: "all", pageSize: params.pageSize, page: 1 })}
        />
      ) : (
        <Stack
          component="ul"
          spacing={1.25}
          data-testid="housing-list"
          aria-label={t("title")}
          aria-busy={result.isPlaceholderData}
          sx={{ p: 0, m: 0, opacity: result.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}
        >
          {items.map((h) => (
            <HousingListItem key={h.id} housing={h} listSearch={searchParams.toString()} />
          ))}
        </Stack>
      )}

      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(params.page, pages)}
          onChange={(_e, page) => {
            go({ ...params, page });
            window.scrollTo({ top: 0 });
          }}
          color="primary"
          shape="rounded"
          siblingCount={phone ? 0 : 1}
          getItemAriaLabel={(type, n, selected) =>
            type === "page"
              ? t(selected ? "pagination.current" : "pagination.page", { n })
              : t(`pagination.${type}`)
          }
          sx={{ mt: 3, display: "flex", justifyContent: "center" }}
          data-testid="housing-pagination"
        />
      )}
    </Box>
  );
}
