import { Box, Chip, Typography } from "@mui/material";

export interface FilterChipRowProps<T extends string | number> {
  /** The filter's name in test ids and the label's id: `${idPrefix}-${name}`. */
  name: string;
  /** The list's prefix, e.g. "housing-filter" or "jobs-filter". */
  idPrefix: string;
  label: string;
  /** The "any" chip's text (no filter). */
  anyLabel: string;
  value: T | undefined;
  options: { value: T; label: string }[];
  onChange(value: T | undefined): void;
}

/**
 * A labelled row of toggle chips of a list's filters (/houses, /jobs): "any" plus the options;
 * choosing one clears the others.
 */
export function FilterChipRow<T extends string | number>({
  name,
  idPrefix,
  label,
  anyLabel,
  value,
  options,
  onChange,
}: FilterChipRowProps<T>) {
  const labelId = `${idPrefix}-${name}-label`;
  const chip = (key: string, text: string, selected: boolean, next: T | undefined) => (
    <Chip
      key={key}
      label={text}
      size="small"
      clickable
      color={selected ? "primary" : "default"}
      variant={selected ? "filled" : "outlined"}
      aria-pressed={selected}
      onClick={() => onChange(next)}
      sx={{
        maxWidth: 200,
        fontSize: 13,
        ...(selected ? {} : { borderColor: "transparent", bgcolor: "action.hover" }),
      }}
      data-testid={`${idPrefix}-${name}-${key}`}
    />
  );
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: "flex", alignItems: "flex-start", gap: { xs: 1, sm: 1.5 } }}
      data-testid={`${idPrefix}-${name}`}
    >
      <Typography
        id={labelId}
        variant="body2"
        color="textSecondary"
        sx={{ width: { xs: 56, sm: 72 }, flexShrink: 0, pt: 0.4, fontWeight: 600 }}
      >
        {label}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, minWidth: 0 }}>
        {chip("any", anyLabel, value === undefined, undefined)}
        {options.map((o) => chip(String(o.value), o.label, o.value === value, o.value))}
      </Box>
    </Box>
  );
}
