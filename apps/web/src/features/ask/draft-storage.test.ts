import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearDraft, draftKey, isWorthKeeping, loadDraft, saveDraft } from "./draft-storage";
import { defaultPublishValues, type PublishFormInput } from "./publish-form";

const NOW = new Date(2025, 4, 10, 15, 30); // 10 May 2025, 15:30 local time

/** A Storage kept in a Map (the unit tests run without a browser). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const typed = (overrides: Partial<PublishFormInput> = {}): PublishFormInput => ({
  ...defaultPublishValues(3, NOW),
  category_top: 11,
  category: 12,
  content: "<p>How do I plan my pension?</p>",
  bonus_amount: "12.50",
  ...overrides,
});

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe("publish draft storage", () => {
  it("gives back what was saved, with the time it was saved", () => {
    saveDraft(storage, 7, typed(), NOW);
    const draft = loadDraft(storage, 7, NOW);
    expect(draft?.values).toEqual(typed());
    expect(draft?.savedAt.getTime()).toBe(NOW.getTime());
  });

  it("keeps one draft per user: another user on the same browser does not get it", () => {
    saveDraft(storage, 7, typed(), NOW);
    expect(loadDraft(storage, 8, NOW)).toBeNull();
    saveDraft(storage, 8, typed({ content: "<p>Other</p>" }), NOW);
    expect(loadDraft(storage, 7, NOW)?.values.content).toBe("<p>How do I plan my pension?</p>");
    expect(loadDraft(storage, 8, NOW)?.values.content).toBe("<p>Other</p>");
  });

  it("does not keep a form with nothing typed (and removes the old draft then)", () => {
    expect(isWorthKeeping(defaultPublishValues(3, NOW))).toBe(false);
    expect(isWorthKeeping({ ...defaultPublishValues(3, NOW), content: "<p> </p>" })).toBe(false);
    expect(isWorthKeeping({ ...defaultPublishValues(3, NOW), paid_amount: "5" })).toBe(true);
    expect(isWorthKeeping({ ...defaultPublishValues(3, NOW), files: ["/uploads/a.pdf"] })).toBe(true);
    saveDraft(storage, 7, typed(), NOW);
    saveDraft(storage, 7, defaultPublishValues(3, NOW), NOW);
    expect(storage.getItem(draftKey(7))).toBeNull();
  });

  it("is gone after clearDraft (a successful publish)", () => {
    saveDraft(storage, 7, typed(), NOW);
    clearDraft(storage, 7);
    expect(loadDraft(storage, 7, NOW)).toBeNull();
  });

  it("replaces a deadline that has passed meanwhile by the default one", () => {
    saveDraft(storage, 7, typed({ deadline: "2025-05-11" }), NOW);
    const later = new Date(2025, 4, 20, 9, 0);
    expect(loadDraft(storage, 7, later)?.values.deadline).toBe(defaultPublishValues(null, later).deadline);
    expect(loadDraft(storage, 7, NOW)?.values.deadline).toBe("2025-05-11");
  });

  it("reads a damaged or foreign value field by field: wrong types take the default", () => {
    storage.setItem(
      draftKey(7),
      JSON.stringify({
        v: 1,
        savedAt: NOW.getTime(),
        values: {
          content: "<p>Kept</p>",
          channel: "3",
          category_top: -1,
          bonus_amount: 12,
          bonus_rule: "everyone_wins",
          is_public: "yes",
          files: [1, 2],
          injected: "<script>",
        },
      }),
    );
    const values = loadDraft(storage, 7, NOW)?.values;
    expect(values).toEqual({ ...defaultPublishValues(null, NOW), content: "<p>Kept</p>" });
    expect(values && "injected" in values).toBe(false);
  });

  it("ignores text that is not a draft, another version, and a storage that throws", () => {
    storage.setItem(draftKey(7), "{not json");
    expect(loadDraft(storage, 7, NOW)).toBeNull();
    storage.setItem(draftKey(7), JSON.stringify({ v: 2, savedAt: 1, values: typed() }));
    expect(loadDraft(storage, 7, NOW)).toBeNull();
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    broken.getItem = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(() => saveDraft(broken, 7, typed(), NOW)).not.toThrow();
    expect(loadDraft(broken, 7, NOW)).toBeNull();
  });
});
