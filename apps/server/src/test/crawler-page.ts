/**
 * A public page as a crawler without scripts gets it (issue 19): plain HTTP, no token, optionally in a
 * language (the `lang` cookie), and what tests read out of it.
 */
export async function crawlerPage(origin: string, url: string, lang?: string) {
  const res = await fetch(`${origin}${url}`, {
    headers: lang ? { cookie: `lang=${lang}` } : {},
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

/** The API answers written into the page for the app (script#early-data), by path and query. */
export const embeddedAnswers = (html: string): Record<string, unknown> => {
  const m = /<script type="application\/json" id="early-data">([^<]*)<\/script>/.exec(html);
  return m ? JSON.parse(m[1] ?? "{}") : {};
};

/** The page's JSON-LD blocks, parsed. */
export const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ""),
  );
