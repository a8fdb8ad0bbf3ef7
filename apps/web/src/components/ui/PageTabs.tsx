import { Tab, type TabProps, Tabs } from "@mui/material";
import type { ReactNode } from "react";

interface PageTabsProps<T extends string> {
  values: readonly T[];
  value: NoInfer<T>;
  onChange(next: NoInfer<T>): void;
  label(value: T): ReactNode;
  /** Each tab's test id is `<testIdPrefix>-<value>`. */
  testIdPrefix: string;
  ariaLabel?: string;
  /** "scrollable" (default: scroll buttons when they overflow, on phones too), "fullWidth" or "standard". */
  variant?: "scrollable" | "fullWidth" | "standard";
  /** Space under the tab bar (theme spacing). */
  mb?: number;
  /** More props of one tab (its id, its size on phones). */
  tabProps?(value: T): TabProps;
}

/** A screen's tab bar over its content: one tab a value, a line under the bar. */
export function PageTabs<T extends string>({
  value,
  values,
  onChange,
  label,
  testIdPrefix,
  ariaLabel,
  variant = "scrollable",
  mb = 2,
  tabProps,
}: PageTabsProps<T>) {
  const scrollable = variant === "scrollable";
  return (
    <Tabs
      value={value}
      onChange={(_e, next: T) => onChange(next)}
      variant={variant}
      scrollButtons={scrollable ? "auto" : undefined}
      allowScrollButtonsMobile={scrollable}
      aria-label={ariaLabel}
      sx={{ mb, borderBottom: 1, borderColor: "divider" }}
    >
      {values.map((v) => (
        <Tab key={v} value={v} label={label(v)} data-testid={`${testIdPrefix}-${v}`} {...tabProps?.(v)} />
      ))}
    </Tabs>
  );
}
