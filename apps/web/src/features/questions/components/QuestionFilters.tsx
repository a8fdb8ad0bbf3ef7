import type { QuestionListParams } from "@ask/contracts";
import { QUESTION_LIMITS, QUESTION_STATUSES, type QuestionStatus } from "@ask/contracts";
import { Box, Chip } from "@mui/material";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { NativeSelectField } from "../../../components/NativeSelectField";
import { SearchField } from "../../../components/SearchField";
import { groupCategories, useCategories, useChannels } from "../../catalogue";

type Change = Partial<Omit<QuestionListParams, "page">>;

interface Props {
  params: QuestionListParams;
  /** Any filter change starts again at page 1. */
  onChange(change: Change): void;
}

/**
 * Search, channel → parent → child category, and status filters of /questions (spec 2). Memoized:
 * a page of results arriving does not render the filters again. The selects are the browser's own
 * (a phone shows its native picker; no menu/popover code to download and run on this screen).
 */
export const QuestionFilters = memo(function QuestionFilters({ params, onChange }: Props) {
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      {/* Keyed by the URL's search so back/forward refills the box. */}
      <SearchBox key={params.search} value={params.search} onSearch={(search) => onChange({ search })} />
      <CategoryFilters params={params} onChange={onChange} />
      <StatusFilter value={params.status} onChange={(status) => onChange({ status })} />
    </Box>
  );
});

function SearchBox({ value, onSearch }: { value: string; onSearch(search: string): void }) {
  const { t } = useTranslation("questions");
  return (
    <SearchField
      value={value}
      onSearch={onSearch}
      labels={{
        placeholder: t("list.search_placeholder"),
        clear: t("list.clear_search"),
        submit: t("list.search"),
      }}
      maxLength={QUESTION_LIMITS.searchMaxChars}
      testId="question-search"
    />
  );
}

function CategoryFilters({ params, onChange }: Props) {
  const { t } = useTranslation("questions");
  const channels = useChannels();
  const categories = useCategories(params.channel);
  const groups = groupCategories(categories.data ?? []);
  const group = groups.find((g) => g.top.id === params.categoryTop);
  // A value is shown only once its option is loaded (a select's value must be one of its options).
  const channelValue = channels.data?.some((c) => c.id === params.channel) ? String(params.channel) : "";
  const topValue = group ? String(group.top.id) : "";
  const childValue = group?.children.some((c) => c.id === params.category) ? String(params.category) : "";
  const toId = (value: string) => (value ? Number(value) : undefined);

  return (
    <Box
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(3, minmax(0, 1fr))" },
        "& > :first-of-type": { gridColumn: { xs: "1 / -1", sm: "auto" } },
      }}
    >
      <NativeSelectField
        label={t("list.channel")}
        testId="filter-channel"
        value={channelValue}
        onChange={(value) => onChange({ channel: toId(value), categoryTop: undefined, category: undefined })}
        all={t("list.all_channels")}
        options={channels.data}
      />
      <NativeSelectField
        label={t("list.category_top")}
        testId="filter-category-top"
        value={topValue}
        disabled={!params.channel}
        onChange={(value) => onChange({ categoryTop: toId(value), category: undefined })}
        all={t("list.all_categories")}
        options={groups.map(({ top }) => top)}
      />
      <NativeSelectField
        label={t("list.category")}
        testId="filter-category"
        value={childValue}
        disabled={!group || group.children.length === 0}
        onChange={(value) => onChange({ category: toId(value) })}
        all={t("list.all_categories")}
        options={group?.children}
      />
    </Box>
  );
}

function StatusFilter({
  value,
  onChange,
}: {
  value: QuestionStatus | undefined;
  onChange(status: QuestionStatus | undefined): void;
}) {
  const { t } = useTranslation("questions");
  const options: (QuestionStatus | undefined)[] = [undefined, ...QUESTION_STATUSES];
  return (
    <Box role="group" aria-label={t("list.status_filter")} sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
      {options.map((status) => {
        const selected = status === value;
        return (
          <Chip
            key={status ?? "all"}
            label={t(status ? `status.${status}` : "status.all")}
            clickable
            color={selected ? "primary" : "default"}
            variant={selected ? "filled" : "outlined"}
            aria-pressed={selected}
            onClick={() => onChange(status)}
            data-testid={`status-filter-${status ?? "all"}`}
          />
        );
      })}
    </Box>
  );
}
