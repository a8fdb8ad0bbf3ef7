export * from "./catalogue.js";
export * from "./experts.js";
export * from "./ledger.js";
export * from "./moderation.js";
export * from "./questions.js";
export * from "./uploads.js";
export * from "./users.js";
export * from "./wallet.js";
