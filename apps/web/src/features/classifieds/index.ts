// The classifieds feature's public surface (housing, sales, housekeeping, jobs, my listings): other
// features import only from here (lint: noRestrictedImports).
export { formatTotalPrice, ltr } from "./housing/housing-format";
export { detailPath } from "./shared/listing-kinds";
