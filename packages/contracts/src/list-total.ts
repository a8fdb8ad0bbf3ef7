import { z } from "zod";
import { LIST_CAPS } from "./constants.js";

/** A list total: exact up to LIST_CAPS.countedTotal; `total_capped` says the real number is larger. */
export const ListTotal = z.object({
  total: z.number().int(),
  total_capped: z.boolean(),
});
export type ListTotal = z.infer<typeof ListTotal>;

/** The response fields for a count taken with `limit countedTotal + 1` (so at most one over the cap). */
export function listTotal(counted: number, cap: number = LIST_CAPS.countedTotal): ListTotal {
  return { total: Math.min(counted, cap), total_capped: counted > cap };
}
