import type { Category } from "@ask/contracts";
import { Box, MenuItem, TextField } from "@mui/material";
import type { HTMLAttributes, Ref } from "react";
import { useTranslation } from "react-i18next";
import { groupCategories } from "../../catalogue";

interface CategorySelectsProps {
  categories: Category[] | undefined;
  loading: boolean;
  topId: number | null;
  /** Lets the form focus the parent category when it is missing. */
  topInputRef?: Ref<unknown>;
  categoryId: number | null;
  onTopChange(id: number): void;
  onCategoryChange(id: number | null): void;
  /** Translated error of the parent category, if any. */
  topError?: string;
  disabled?: boolean;
}

const displayTestId = (id: string) => ({ "data-testid": id }) as HTMLAttributes<HTMLDivElement>;

/** Parent category (top level of the channel, required) and its child category (optional). */
export function CategorySelects({
  categories,
  loading,
  topId,
  topInputRef,
  categoryId,
  onTopChange,
  onCategoryChange,
  topError,
  disabled,
}: CategorySelectsProps) {
  const { t } = useTranslation("publish");
  const groups = groupCategories(categories ?? []);
  const children = groups.find((g) => g.top.id === topId)?.children ?? [];
  const noChildren = topId !== null && children.length === 0;

  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
      <TextField
        select
        required
        fullWidth
        label={t("category_top")}
        inputRef={topInputRef}
        value={topId ?? ""}
        onChange={(e) => onTopChange(Number(e.target.value))}
        disabled={disabled || loading || groups.length === 0}
        error={Boolean(topError)}
        helperText={topError ?? (loading ? t("loading_categories") : undefined)}
        slotProps={{ select: { SelectDisplayProps: displayTestId("category-top-select") } }}
      >
        {groups.map(({ top }) => (
          <MenuItem key={top.id} value={top.id} data-testid={`category-top-option-${top.id}`}>
            {top.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        label={t("category")}
        value={categoryId ?? ""}
        onChange={(e) => onCategoryChange(e.target.value === "" ? null : Number(e.target.value))}
        disabled={disabled || topId === null || noChildren}
        helperText={noChildren ? t("category_none_available") : t("category_optional")}
        // The hint stays readable (4.5:1) while the select waits for a top category.
        sx={{ "& .MuiFormHelperText-root.Mui-disabled": { color: "text.secondary" } }}
        slotProps={{
          select: { SelectDisplayProps: displayTestId("category-select"), displayEmpty: topId !== null },
          inputLabel: { shrink: topId !== null || undefined },
        }}
      >
        <MenuItem value="">
          <em>{t("category_none")}</em>
        </MenuItem>
        {children.map((child) => (
          <MenuItem key={child.id} value={child.id} data-testid={`category-option-${child.id}`}>
            {child.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
