import { describe, expect, it } from "vitest";
import { accountLinksFor } from "./account-links";

const keys = (role: string | undefined) => accountLinksFor(role).map((link) => link.key);
const ADMIN_ONLY = ["admin_users", "admin_words", "admin_audit"];

describe("accountLinksFor (issue 17 item 9: admin screens in the menu only for their roles)", () => {
  it("gives an administrator the users page, the blocked words and the audit log", () => {
    expect(keys("admin")).toEqual(expect.arrayContaining([...ADMIN_ONLY, "reports"]));
  });

  it("gives a moderator the moderation queue and none of the administrator's screens", () => {
    expect(keys("moderator")).toContain("reports");
    for (const key of ADMIN_ONLY) expect(keys("moderator")).not.toContain(key);
  });

  it("gives users, publishers and visitors none of them", () => {
    for (const role of ["user", "publisher", "expert", undefined]) {
      for (const key of [...ADMIN_ONLY, "reports"]) expect(keys(role), String(role)).not.toContain(key);
    }
  });
});
