import { readFileSync } from "node:fs";
import path from "node:path";
import { BONUS_RULES, type Comment, LOCALES } from "@ask/contracts";
import { describe, expect, it } from "vitest";
import { type PayableQuestion, showsPayButton } from "./components/PayBonusButton";

const locales = path.join(import.meta.dirname, "../../locales");
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.join(locales, lang, `${ns}.json`), "utf8")) as unknown;

describe("bonus rules in the web (issue 15)", () => {
  it("have one name per rule in each language: the publish form and the question page say the same", () => {
    for (const lang of LOCALES) {
      const publish = load(lang, "publish") as { rules: Record<string, { name: string }> };
      const question = load(lang, "question") as { rules: Record<string, string> };
      const names = BONUS_RULES.map((rule) => publish.rules[rule]?.name);
      expect(
        BONUS_RULES.map((rule) => question.rules[rule]),
        lang,
      ).toEqual(names);
      expect(new Set(names).size, lang).toBe(BONUS_RULES.length);
    }
  });

  it("show the pay button only to the publisher of a 'publisher's choice' question", () => {
    const question: PayableQuestion = {
      id: 1,
      user_id: 10,
      is_paid: false,
      bonus_amount: 5,
      paid_amount: 0,
      settlement: "open",
      appeal_status: null,
      bonus_rule: "publisher_agree",
    };
    const answer = { user_id: 20, is_paid: false } as Comment;
    expect(showsPayButton(question, answer, 10)).toBe(true);
    expect(showsPayButton(question, answer, 20)).toBe(false);
    for (const rule of ["highest_comment_score", "first_reply", "first_five_star"] as const) {
      expect(showsPayButton({ ...question, bonus_rule: rule }, answer, 10), rule).toBe(false);
    }
    expect(showsPayButton({ ...question, appeal_status: "open" }, answer, 10)).toBe(false);
  });
});
