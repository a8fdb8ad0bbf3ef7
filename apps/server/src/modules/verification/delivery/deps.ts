import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../../config.js";
import type { Db } from "../../../db/client.js";

/** What the delivery transports need from the server. */
export interface DeliveryDeps {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
}
