import { BALANCE_LOG_TYPES } from "@ask/contracts";

/** Known kinds have their own label; anything else reads as a generic transaction (spec 2). */
export const balanceLogLabelKey = (type: string) =>
  (BALANCE_LOG_TYPES as readonly string[]).includes(type) ? `logs.types.${type}` : "logs.types.transaction";
