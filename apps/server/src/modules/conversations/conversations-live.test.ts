import { describe, expect, it } from "vitest";
import { openEventStream } from "../../test/event-stream.js";
import { serverForFile } from "../../test/file-server.js";
import { createUser } from "../../test/user-factories.js";
import { openConversation, send } from "./conversations-fixtures.js";

/** Two servers on one database, as two processes behind a load balancer would be. */
const a = serverForFile();
const b = serverForFile();

const conversationEvents = (stream: Awaited<ReturnType<typeof openEventStream>>) =>
  stream.events.filter((e) => e.event === "conversation").map((e) => e.data);

describe("conversation messages on the live stream", () => {
  it("reach the peer's stream on another server process with the new unread count, and only theirs", async () => {
    const seller = await createUser(b.api, "cvlivesell");
    const buyer = await createUser(b.api, "cvlivebuy");
    const third = await createUser(b.api, "cvlivethird");
    const sellerStream = await openEventStream(a.server.url, seller.token);
    const thirdStream = await openEventStream(a.server.url, third.token);
    expect(sellerStream.response.status).toBe(200);
    // The stream opens with the conversations' count.
    expect(await sellerStream.waitForEvent("conversation")).toEqual({
      event: "conversation",
      data: { unread: 0, conversation_id: null },
    });
    // Written through server B: server A learns of it only through LISTEN/NOTIFY.
    const id = await openConversation(b.api, buyer, seller);
    await sellerStream.waitFor(() => conversationEvents(sellerStream).some((d) => d.unread === 1));
    expect(conversationEvents(sellerStream)).toContainEqual({ unread: 1, conversation_id: id });
    await send(b.api, buyer, id, { text: "可以便宜点吗" });
    await sellerStream.waitFor(() => conversationEvents(sellerStream).some((d) => d.unread === 2));
    expect(conversationEvents(sellerStream)).toContainEqual({ unread: 2, conversation_id: id });
    // Reading it (on server B) brings the seller's count back to 0 on the stream.
    await b.api("GET", `/api/conversations/${id}/messages`, { token: seller.token });
    await sellerStream.waitFor(() => conversationEvents(sellerStream).at(-1)?.unread === 0);
    expect(conversationEvents(sellerStream).at(-1)).toEqual({ unread: 0, conversation_id: id });
    // The third user's stream heard nothing about it.
    await new Promise((r) => setTimeout(r, 300));
    expect(conversationEvents(thirdStream).every((d) => d.conversation_id === null)).toBe(true);
    await sellerStream.close();
    await thirdStream.close();
  });
});
