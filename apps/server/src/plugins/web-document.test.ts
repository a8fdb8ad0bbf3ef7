import { describe, expect, it } from "vitest";
import { withBody } from "./web-document.js";

const head =
  '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/entry-shared-2.js">' +
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-3.js">' +
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/QuestionDetailPage-4.js"></head>';
const page = `<!doctype html><html>${head}<body><div id="root"><div class="boot-bar" aria-hidden="true"><span class="boot-title">有问必赏</span></div></div></body></html>`;

describe("a page with server-written content", () => {
  const html = withBody(page, {
    html: '<main class="ssr-page"><h1>问题</h1></main>',
    answers: { "/api/x": 1 },
  });

  it("puts the content under the boot bar and the answers after the app's root", () => {
    expect(html).toContain(
      '<span class="boot-title">有问必赏</span></div><main class="ssr-page"><h1>问题</h1></main>',
    );
    expect(html).toContain('<script type="application/json" id="early-data">{"/api/x":1}</script>');
  });

  it("holds the app's chunk preloads in an inert template instead of the head, so the content paints first", () => {
    const [documentHead] = html.split("</head>");
    expect(documentHead).not.toContain("react-3.js");
    expect(documentHead).not.toContain("QuestionDetailPage-4.js");
    // The entry and what it imports directly still load from the head.
    expect(documentHead).toContain("/assets/index-1.js");
    expect(documentHead).toContain("/assets/entry-shared-2.js");
    expect(html).toContain(
      '<template id="app-preloads"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-3.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/QuestionDetailPage-4.js"></template></body>',
    );
  });
});
