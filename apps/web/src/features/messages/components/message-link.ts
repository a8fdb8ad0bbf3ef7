/** Which label a message's link gets, from the in-app path the server wrote (modules/messages/notify.ts). */
export type MessageLinkKind = "answer" | "question" | "withdrawals" | "orders" | "balance" | "other";

export function messageLinkKind(link: string): MessageLinkKind {
  if (link.startsWith("/question?")) return link.includes("#comment-") ? "answer" : "question";
  if (link.startsWith("/wallet/rechargeRecorde")) return "withdrawals";
  if (link.startsWith("/orders") || link.startsWith("/order?") || link.startsWith("/merchantOrders"))
    return "orders";
  if (link.startsWith("/wallet/balanceLogs")) return "balance";
  return "other";
}

/** Only paths inside the app are followed (never another site, whatever a stored link says). */
export const isInAppPath = (link: string | null): link is string =>
  link?.startsWith("/") === true && !link.startsWith("//") && !link.includes("\\");
