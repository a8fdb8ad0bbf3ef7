import { PRODUCT_SORTS, type ProductSort } from "@ask/contracts";
import { Box, FormControl, InputLabel, NativeSelect, OutlinedInput } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SearchField } from "../../../components/SearchField";

/** The store's search words and sort order (both kept in the page's URL by the caller). */
export function StoreSearchBar({
  q,
  sort,
  onChange,
}: {
  q: string;
  sort: ProductSort;
  onChange(next: { q: string; sort: ProductSort }): void;
}) {
  const { t } = useTranslation("store");
  const id = useId();
  return (
    <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "center", mb: 2 }}>
      <Box sx={{ flex: "1 1 260px", minWidth: 0 }}>
        <SearchField
          key={q}
          value={q}
          onSearch={(words) => onChange({ q: words, sort })}
          labels={{
            placeholder: t("search.placeholder"),
            clear: t("search.clear"),
            submit: t("search.submit"),
          }}
          maxLength={100}
          testId="store-search"
        />
      </Box>
      <FormControl size="small" sx={{ flex: "0 0 auto", minWidth: 170 }}>
        <InputLabel htmlFor={id} shrink>
          {t("search.sort")}
        </InputLabel>
        <NativeSelect
          value={sort}
          onChange={(event) => onChange({ q, sort: event.target.value as ProductSort })}
          input={<OutlinedInput label={t("search.sort")} notched />}
          inputProps={{ id, "data-testid": "store-sort" } as object}
        >
          {PRODUCT_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`search.sorts.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
    </Box>
  );
}
