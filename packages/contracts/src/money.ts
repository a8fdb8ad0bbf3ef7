import { z } from "zod";
import { MAX_YUAN } from "./money-units.js";

const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** A non-negative yuan amount with at most 2 decimals. */
export const YuanAmount = z.number().min(0).max(MAX_YUAN).refine(hasAtMostTwoDecimals, "at most 2 decimals");
