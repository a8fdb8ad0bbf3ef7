import { describe, expect, it } from "vitest";
import { insertInPickOrder, megabytes, sortPicked, type UploadItem, uploadState } from "./upload-state";

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe("uploadState", () => {
  const uploading: UploadItem = { id: 1, file: file("a.pdf", 1), status: "uploading", progress: 0.5 };
  const failed: UploadItem = {
    id: 2,
    file: file("b.pdf", 1),
    status: "failed",
    message: "x",
    retryable: true,
  };

  it("is ready with nothing pending, uploading while any file is on its way, failed while a failure is listed", () => {
    expect(uploadState([])).toBe("ready");
    expect(uploadState([uploading])).toBe("uploading");
    expect(uploadState([failed])).toBe("failed");
    expect(uploadState([failed, uploading])).toBe("uploading");
  });
});

describe("sortPicked", () => {
  const rules = { extensions: ["pdf", "png"], room: 3, maxBytes: 100 };

  it("checks the size before uploading: a file over the limit is kept aside as too large", () => {
    const small = file("small.pdf", 100);
    const big = file("big.PNG", 101);
    const result = sortPicked([small, big], rules);
    expect(result.upload).toEqual([small]);
    expect(result.tooLarge).toEqual([big]);
    expect(result.wrongType).toBe(0);
  });

  it("drops other types and files beyond the room left", () => {
    const result = sortPicked(
      [
        file("a.exe", 1),
        file("noext", 1),
        file("1.pdf", 1),
        file("2.pdf", 1),
        file("3.pdf", 1),
        file("4.pdf", 1),
      ],
      rules,
    );
    expect(result.wrongType).toBe(2);
    expect(result.overCount).toBe(1);
    expect(result.upload.map((f) => f.name)).toEqual(["1.pdf", "2.pdf", "3.pdf"]);
    expect(sortPicked([file("1.pdf", 1)], { ...rules, room: 0 }).upload).toEqual([]);
  });

  it("words the limit in whole megabytes", () => {
    expect(megabytes(10 * 1024 * 1024)).toBe(10);
    expect(megabytes(2 * 1024 * 1024)).toBe(2);
    expect(megabytes(1000)).toBe(1);
  });
});

describe("insertInPickOrder", () => {
  it("keeps the picked order whatever order the uploads finish in, after the pictures already there", () => {
    const picks = new Map([
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ]);
    const pickedAt = (url: string) => picks.get(url);
    let urls = ["old1", "old2"];
    // c (small) finishes first, then a, then b.
    for (const url of ["c", "a", "b"])
      urls = insertInPickOrder(urls, url, picks.get(url) as number, pickedAt);
    expect(urls).toEqual(["old1", "old2", "a", "b", "c"]);
  });
});
