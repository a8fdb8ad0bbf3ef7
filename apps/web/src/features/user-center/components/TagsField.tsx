import { Autocomplete, Chip, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type TagKind, useTagSuggestions } from "../api/tag-suggestions";

/** Contract limits of a profile's tag lists. */
export const TAG_LIMITS = { maxTags: 20, maxLength: 30 } as const;

interface TagsFieldProps {
  kind: TagKind;
  label: string;
  value: string[];
  onChange(tags: string[]): void;
  disabled?: boolean;
}

/** Waits until typing pauses before asking for suggestions. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Keeps each tag once (case-insensitively), trimmed and within the length limit. */
function normalizeTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().slice(0, TAG_LIMITS.maxLength);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out.slice(0, TAG_LIMITS.maxTags);
}

/** Free-entry chip input (Enter or comma adds a tag) with suggestions from tags people already use. */
export function TagsField({ kind, label, value, onChange, disabled }: TagsFieldProps) {
  const { t } = useTranslation("userCenter");
  const [input, setInput] = useState("");
  const [open, setOpen] = useState(false);
  const query = useDebounced(input.trim(), 250);
  const suggestions = useTagSuggestions(kind, query, open);
  const lower = new Set(value.map((v) => v.toLowerCase()));
  const options = (suggestions.data ?? []).filter((s) => !lower.has(s.toLowerCase()));
  const full = value.length >= TAG_LIMITS.maxTags;

  return (
    <Autocomplete
      multiple
      freeSolo
      disabled={disabled}
      options={options}
      value={value}
      inputValue={input}
      open={open && !full && options.length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onInputChange={(_e, next, reason) => {
        if (reason === "reset") return setInput("");
        // A comma (Latin, Chinese or Arabic) also ends a tag.
        const parts = next.split(/[,，،]/);
        if (parts.length > 1) {
          onChange(normalizeTags([...value, ...parts.slice(0, -1)]));
          setInput(parts.at(-1) ?? "");
        } else setInput(next.slice(0, TAG_LIMITS.maxLength));
      }}
      onChange={(_e, next) => onChange(normalizeTags(next as string[]))}
      filterOptions={(x) => x}
      filterSelectedOptions
      loading={suggestions.isFetching}
      loadingText={t("settings.tags_loading")}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip key={key} size="small" color="primary" variant="outlined" label={tag} {...itemProps} />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={full ? undefined : t("settings.tags_placeholder")}
          helperText={full ? t("settings.tags_full", { n: TAG_LIMITS.maxTags }) : t("settings.tags_hint")}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              // A tag typed but not yet confirmed is kept when the field loses focus.
              onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
                params.slotProps.htmlInput.onBlur?.(event);
                if (input.trim()) {
                  onChange(normalizeTags([...value, input]));
                  setInput("");
                }
              },
              "data-testid": `tags-${kind}`,
            },
          }}
        />
      )}
    />
  );
}
