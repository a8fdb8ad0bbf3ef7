import { QUESTION_LIMITS, QUESTION_STATUSES, type QuestionStatus } from "@ask/contracts";
import { Box, Chip, MenuItem, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SearchField } from "../../../components/SearchField";
import { groupCategories, useCategories } from "../../catalogue/api/categories";
import { useChannels } from "../../catalogue/api/channels";
import type { QuestionListParams } from "../question-list-params";

type Change = Partial<Omit<QuestionListParams, "page">>;

interface Props {
  params: QuestionListParams;
  /** Any filter change starts again at page 1. */
  onChange(change: Change): void;
}

/** Search, channel → parent → child category, and status filters of /questions (spec 2). */
export function QuestionFilters({ params, onChange }: Props) {
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      {/* Keyed by the URL's search so back/forward refills the box. */}
      <SearchBox key={params.search} value={params.search} onSearch={(search) => onChange({ search })} />
      <CategoryFilters params={params} onChange={onChange} />
      <StatusFilter value={params.status} onChange={(status) => onChange({ status })} />
    </Box>
  );
}

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
  // A value is shown only once its option is loaded (MUI warns about values without an option).
  const channelValue = channels.data?.some((c) => c.id === params.channel) ? String(params.channel) : "";
  const topValue = group ? String(group.top.id) : "";
  const childValue = group?.children.some((c) => c.id === params.category) ? String(params.category) : "";
  const toId = (value: string) => (value ? Number(value) : undefined);

  const select = (label: string, testId: string) => ({
    select: true,
    size: "small" as const,
    fullWidth: true,
    label,
    slotProps: {
      select: { displayEmpty: true, "data-testid": testId },
      inputLabel: { shrink: true },
    },
  });

  return (
    <Box
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(3, minmax(0, 1fr))" },
        "& > :first-of-type": { gridColumn: { xs: "1 / -1", sm: "auto" } },
      }}
    >
      <TextField
        {...select(t("list.channel"), "filter-channel")}
        value={channelValue}
        onChange={(e) =>
          onChange({ channel: toId(e.target.value), categoryTop: undefined, category: undefined })
        }
      >
        <MenuItem value="">{t("list.all_channels")}</MenuItem>
        {channels.data?.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select(t("list.category_top"), "filter-category-top")}
        value={topValue}
        disabled={!params.channel}
        onChange={(e) => onChange({ categoryTop: toId(e.target.value), category: undefined })}
      >
        <MenuItem value="">{t("list.all_categories")}</MenuItem>
        {groups.map(({ top }) => (
          <MenuItem key={top.id} value={String(top.id)}>
            {top.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select(t("list.category"), "filter-category")}
        value={childValue}
        disabled={!group || group.children.length === 0}
        onChange={(e) => onChange({ category: toId(e.target.value) })}
      >
        <MenuItem value="">{t("list.all_categories")}</MenuItem>
        {group?.children.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
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
