import { defineEndpoints, type ErrorStatus } from "../endpoint.js";
import { IdParams } from "../questions.js";
import { settlementRoutes } from "../routes/settlement.js";
import {
  AppealRequest,
  AppealResponse,
  AppealSummaryList,
  DecideAppealRequest,
  DecideAppealResponse,
  PayBonusRequest,
  PayBonusResponse,
} from "../wallet.js";

const errors: ErrorStatus[] = [400, 401, 402, 403, 404, 409];

export const settlementEndpoints = defineEndpoints(settlementRoutes, {
  payBonus: {
    access: "user",
    tags: ["settlement"],
    summary: "The publisher pays the escrowed bonus to another user's comment (once)",
    body: PayBonusRequest,
    response: PayBonusResponse,
    errors,
    idempotent: true,
  },
  appeal: {
    access: "user",
    tags: ["settlement"],
    summary: "Appeal for the bonus with your unpaid comment (once per question)",
    body: AppealRequest,
    response: AppealResponse,
    errors,
    idempotent: true,
  },
  openAppeals: {
    access: "admin",
    tags: ["admin"],
    summary: "Open appeals (admin)",
    response: AppealSummaryList,
    errors,
  },
  decideAppeal: {
    access: "admin",
    tags: ["admin"],
    summary: "Award the bonus to the appellant's comment, or reject the appeal (admin)",
    params: IdParams,
    body: DecideAppealRequest,
    response: DecideAppealResponse,
    errors,
    idempotent: true,
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    settlement: typeof settlementEndpoints;
  }
}
