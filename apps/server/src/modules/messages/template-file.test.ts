import { LOCALES } from "@ask/contracts";
import { describe, expect, it } from "vitest";
import { EXPERT_MESSAGE_TEMPLATES } from "../experts/expert-messages.js";
import { BAN_MESSAGE_TEMPLATES } from "../moderation/ban-messages.js";
import { localizedTexts, messageTemplates, type Template } from "./template-file.js";
import { MESSAGE_TEMPLATES, WITHDRAW_FAILURE_REASONS } from "./templates.js";

const complete = (content: string): Template =>
  Object.fromEntries(LOCALES.map((lang) => [lang, { title: `t ${lang}`, content }])) as Template;

describe("message text files", () => {
  it("load with all 9 locales and the same placeholders in every language", () => {
    for (const table of [MESSAGE_TEMPLATES, EXPERT_MESSAGE_TEMPLATES, BAN_MESSAGE_TEMPLATES]) {
      for (const byLocale of Object.values(table)) {
        expect(Object.keys(byLocale).sort()).toEqual([...LOCALES].sort());
        const zh = (byLocale.zh.content.match(/\{\w+\}/g) ?? []).sort();
        for (const lang of LOCALES) {
          expect(byLocale[lang].title).not.toBe("");
          expect((byLocale[lang].content.match(/\{\w+\}/g) ?? []).sort()).toEqual(zh);
        }
      }
    }
    expect(Object.keys(MESSAGE_TEMPLATES)).toContain("comment_received");
    expect(MESSAGE_TEMPLATES.comment_received.zh.content).toBe("{name} 回答了您的问题“{title}”。");
    expect(Object.keys(WITHDRAW_FAILURE_REASONS)).toEqual(["card_removed", "declined", "rejected_in_review"]);
    expect(Object.keys(BAN_MESSAGE_TEMPLATES)).toEqual([
      "account_banned",
      "account_banned_until",
      "account_unbanned",
    ]);
  });

  it("rejects a table with a missing locale, an empty text or an unknown locale", () => {
    const { pt: _pt, ...noPt } = complete("x");
    expect(() => messageTemplates("f.json", { k: noPt as Template })).toThrow(
      "f.json: k.title has no pt text",
    );
    expect(() =>
      messageTemplates("f.json", { k: { ...complete("x"), ja: { title: "t", content: "" } } }),
    ).toThrow("k.content has no ja text");
    expect(() =>
      messageTemplates("f.json", { k: { ...complete("x"), xx: { title: "t", content: "x" } } as Template }),
    ).toThrow("k has unknown locales xx");
    const texts = Object.fromEntries(LOCALES.map((lang) => [lang, "x"]));
    expect(() => localizedTexts("r.json", { r: { ...texts, de: "" } as never })).toThrow(
      "r.json: r has no de text",
    );
  });

  it("rejects a language whose placeholders differ from zh", () => {
    const table = { k: { ...complete("{name} {title}"), fr: { title: "t", content: "{nom} {title}" } } };
    expect(() => messageTemplates("f.json", table)).toThrow(
      'k.content in fr has placeholders "{nom} {title}"',
    );
    const texts = Object.fromEntries(LOCALES.map((lang) => [lang, "{reason}"]));
    expect(() => localizedTexts("r.json", { r: { ...texts, es: "motivo" } as never })).toThrow("r in es");
    expect(messageTemplates("f.json", { k: complete("{a} and {b}") }).k.en.content).toBe("{a} and {b}");
  });
});
