import { type ListTotal, SEARCH_KINDS } from "@ask/contracts";
import { Box, Tab, Tabs } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatTotal } from "../../../lib/format";
import type { SearchTab } from "../search-params";
import { KIND_ICONS } from "./kind-icons";

const TABS: SearchTab[] = ["all", ...SEARCH_KINDS];

function Count({ n, selected }: { n: string; selected: boolean }) {
  return (
    <Box
      component="span"
      data-testid="search-tab-count"
      sx={{
        minWidth: 20,
        px: 0.75,
        borderRadius: 99,
        fontSize: 12,
        lineHeight: "20px",
        fontWeight: 600,
        textAlign: "center",
        bgcolor: selected ? "primary.main" : "action.selected",
        color: selected ? "primary.contrastText" : "text.secondary",
      }}
    >
      {n}
    </Box>
  );
}

/** "All" and one tab per kind, each with its number of results once known. */
export function SearchTabs({
  value,
  counts,
  onChange,
}: {
  value: SearchTab;
  counts: Partial<Record<SearchTab, ListTotal>>;
  onChange(tab: SearchTab): void;
}) {
  const { t, i18n } = useTranslation("search");
  return (
    <Tabs
      value={value}
      onChange={(_e, tab: SearchTab) => onChange(tab)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t("tabs_label")}
      sx={{ borderBottom: 1, borderColor: "divider", minHeight: 44 }}
    >
      {TABS.map((tab) => {
        const Icon = tab === "all" ? null : KIND_ICONS[tab];
        const n = counts[tab];
        return (
          <Tab
            key={tab}
            value={tab}
            data-testid={`search-tab-${tab}`}
            iconPosition="start"
            icon={Icon ? <Icon sx={{ fontSize: 18 }} /> : undefined}
            label={
              <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}>
                {t(tab === "all" ? "tab_all" : `kinds.${tab}`)}
                {n !== undefined && <Count n={formatTotal(n, i18n.language)} selected={tab === value} />}
              </Box>
            }
            sx={{
              minHeight: 44,
              px: { xs: 1.25, sm: 2 },
              minWidth: 0,
              textTransform: "none",
              "& .MuiTab-icon": { marginInlineEnd: 0.5 },
            }}
          />
        );
      })}
    </Tabs>
  );
}
