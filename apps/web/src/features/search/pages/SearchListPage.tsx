import {
  type ListTotal,
  pageCount,
  SEARCH_KINDS,
  SEARCH_LIMITS,
  type SearchGroup,
  type SearchKind,
} from "@ask/contracts";
import ManageSearch from "@mui/icons-material/ManageSearch";
import SearchOff from "@mui/icons-material/SearchOff";
import TravelExplore from "@mui/icons-material/TravelExplore";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { SearchField } from "../../../components/SearchField";
import { ListPagination } from "../../../components/ui/ListPagination";
import { Page } from "../../../components/ui/Page";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSearch } from "../api/search";
import { SearchGroupSection } from "../components/SearchGroupSection";
import { SearchHitCard } from "../components/SearchHitCard";
import { SearchNotice } from "../components/SearchNotice";
import { SearchSkeleton } from "../components/SearchSkeleton";
import { SearchTabs } from "../components/SearchTabs";
import { parseSearchParams, type SearchParams, type SearchTab, searchListSearch } from "../search-params";

const groupOf = (groups: SearchGroup[] | undefined, kind: SearchKind) => groups?.find((g) => g.kind === kind);

/**
 * /searchList?q=&kind=&page=: public questions and every kind of listing matching the words. "All"
 * shows each kind's first hits; a kind's tab pages through all of them. Everything is in the URL.
 */
export default function SearchListPage() {
  useDocumentTitle("search");
  const { t } = useTranslation("search");
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseSearchParams(searchParams);
  const { q, kind } = params;

  // The "all" answer carries every kind's total, so it feeds the tab counts on every tab.
  const overview = useSearch({ q, kind: "all", page: 1 });
  const single = useSearch({ q, kind, page: params.page }, kind !== "all");

  const update = (next: SearchParams) => setSearchParams(searchListSearch(next));
  const showTab = (tab: SearchTab) => {
    update({ q, kind: tab, page: 1 });
    window.scrollTo({ top: 0 });
  };

  const groups = overview.data?.groups;
  const counts: Partial<Record<SearchTab, ListTotal>> = {};
  if (groups) {
    counts.all = {
      total: groups.reduce((n, g) => n + g.total, 0),
      total_capped: groups.some((g) => g.total_capped),
    };
    for (const g of groups) counts[g.kind] = g;
  }

  return (
    <Page maxWidth={960}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t("title")}
      </Typography>
      <SearchField
        key={q}
        value={q}
        onSearch={(text) => update({ q: text, kind: text ? kind : "all", page: 1 })}
        labels={{ placeholder: t("placeholder"), clear: t("clear"), submit: t("submit") }}
        maxLength={SEARCH_LIMITS.queryMax}
        testId="search-input"
      />
      {!q ? (
        <Box sx={{ mt: 2 }}>
          <SearchNotice
            icon={TravelExplore}
            title={t("prompt.title")}
            body={t("prompt.body")}
            testId="search-prompt"
          />
        </Box>
      ) : (
        <>
          <Box sx={{ mt: 1.5, mb: 2 }}>
            <SearchTabs value={kind} counts={counts} onChange={showTab} />
          </Box>
          {kind === "all" ? (
            <AllResults result={overview} q={q} onSeeAll={showTab} />
          ) : (
            <KindResults
              result={single}
              kind={kind}
              q={q}
              page={params.page}
              othersHaveHits={(counts.all?.total ?? 0) > 0}
              onPage={(page) => {
                update({ ...params, page });
                window.scrollTo({ top: 0 });
              }}
              onShowAll={() => showTab("all")}
            />
          )}
        </>
      )}
    </Page>
  );
}

type SearchResult = ReturnType<typeof useSearch>;

function Failed({ result }: { result: SearchResult }) {
  const { t } = useTranslation("search");
  return (
    <SearchNotice
      icon={ManageSearch}
      title={t("failed.title")}
      body={t("failed.body")}
      testId="search-failed"
      action={
        <Button variant="outlined" size="small" onClick={() => void result.refetch()}>
          {t("failed.retry")}
        </Button>
      }
    />
  );
}

function AllResults({
  result,
  q,
  onSeeAll,
}: {
  result: SearchResult;
  q: string;
  onSeeAll(kind: SearchKind): void;
}) {
  const { t } = useTranslation("search");
  if (result.isPending) return <SearchSkeleton sections={2} />;
  if (result.isError) return <Failed result={result} />;
  const { groups, terms } = result.data;
  const withHits = SEARCH_KINDS.map((kind) => groupOf(groups, kind)).filter((g): g is SearchGroup =>
    Boolean(g && g.items.length > 0),
  );
  if (withHits.length === 0) {
    return (
      <SearchNotice
        icon={SearchOff}
        title={t("empty.title", { q })}
        body={t("empty.body")}
        testId="search-empty"
      />
    );
  }
  return (
    <Stack spacing={3.5} data-testid="search-groups">
      {withHits.map((group) => (
        <SearchGroupSection
          key={group.kind}
          group={group}
          terms={terms}
          onSeeAll={() => onSeeAll(group.kind)}
        />
      ))}
    </Stack>
  );
}

function KindResults({
  result,
  kind,
  q,
  page,
  othersHaveHits,
  onPage,
  onShowAll,
}: {
  result: SearchResult;
  kind: SearchKind;
  q: string;
  page: number;
  othersHaveHits: boolean;
  onPage(page: number): void;
  onShowAll(): void;
}) {
  const { t } = useTranslation("search");
  if (result.isPending) return <SearchSkeleton />;
  if (result.isError) return <Failed result={result} />;
  const { terms, page_size } = result.data;
  const group = groupOf(result.data.groups, kind);
  const items = group?.items ?? [];
  const pages = group ? pageCount(group, Math.max(page_size, 1)) : 0;
  return (
    <Box>
      {items.length === 0 ? (
        <SearchNotice
          icon={SearchOff}
          title={t("empty_kind.title", { q, kind: t(`kinds.${kind}`) })}
          body={othersHaveHits ? t("empty_kind.others") : t("empty.body")}
          testId="search-empty"
          action={
            othersHaveHits && (
              <Button variant="outlined" size="small" onClick={onShowAll} data-testid="search-show-all">
                {t("empty_kind.show_all")}
              </Button>
            )
          }
        />
      ) : (
        <Stack
          component="ul"
          spacing={1.25}
          sx={{ p: 0, m: 0, opacity: result.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}
          aria-busy={result.isPlaceholderData}
          data-testid={`search-list-${kind}`}
        >
          {items.map((hit) => (
            <SearchHitCard key={hit.id} hit={hit} terms={terms} />
          ))}
        </Stack>
      )}
      <ListPagination count={pages} page={page} onChange={onPage} t={t} testId="search-pagination" />
    </Box>
  );
}
