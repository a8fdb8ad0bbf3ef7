import { MAX_YUAN } from "@ask/contracts";
import { z } from "zod";

/** Accepts "12", "12.5", "12.50" and the decimal comma some locales type ("12,50"). */
const YUAN_TEXT = /^\d{1,7}([.,]\d{1,2})?$/;

/** Typed text → yuan number (call after validation). */
export const parseYuan = (text: string) => Number(text.trim().replace(",", "."));

/**
 * A typed yuan amount: required, at most 2 decimals, at least ¥0.01, at most MAX_YUAN. The messages
 * are keys of the wallet namespace's `validation` block.
 */
export const yuanAmountText = () =>
  z
    .string()
    .trim()
    .min(1, "amount_required")
    .regex(YUAN_TEXT, "amount_format")
    .refine((text) => parseYuan(text) >= 0.01, "amount_min")
    .refine((text) => parseYuan(text) <= MAX_YUAN, "amount_max");
