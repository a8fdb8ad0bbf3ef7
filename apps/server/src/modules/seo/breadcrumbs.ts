import {
  type Category,
  type Channel,
  categoryQuestionsPath,
  type QuestionListParams,
  questionListSearch,
} from "@ask/contracts";
import type { BreadcrumbList, WithContext } from "schema-dts";
import type { PageLabels } from "./page-labels.js";
import { jsonLdText } from "./structured-data.js";

/** One step of a page's trail: its in-app address and its name. */
export type Crumb = [href: string, text: string];

/** The /questions address of one channel. */
export const channelPath = (channel: number) =>
  `/questions?${questionListSearch({ channel, search: "", page: 1 } satisfies QuestionListParams)}`;

/**
 * Home › All questions › channel › category › sub-category, as far as `at` names them and the
 * channels and that channel's categories (the API's answers, in the page's language) know them.
 */
export function categoryTrail(
  t: PageLabels,
  channels: Channel[] | null,
  categories: Category[] | null,
  at: Pick<QuestionListParams, "channel" | "categoryTop" | "category">,
): Crumb[] {
  const channel = channels?.find((c) => c.id === at.channel);
  const top = categories?.find((c) => c.id === at.categoryTop && c.parent_id === null);
  const child = categories?.find((c) => c.id === at.category && c.parent_id === top?.id);
  return [
    ["/home", t.home],
    ["/questions", t.allQuestions],
    ...(channel ? [[channelPath(channel.id), channel.name] as Crumb] : []),
    ...[top, child].flatMap((c) => (channel && c ? [[categoryQuestionsPath(c), c.name] as Crumb] : [])),
  ];
}

/**
 * The trail as a schema.org `BreadcrumbList` (Google: `itemListElement`, each `ListItem` with its
 * `position` from 1, `name` and `item`, an absolute URL), serialized for the page's head.
 */
export function breadcrumbJsonLd(origin: string, trail: Crumb[]): string {
  const list: WithContext<BreadcrumbList> = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([href, name], i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: new URL(href, origin).href,
    })),
  };
  return jsonLdText(list);
}
