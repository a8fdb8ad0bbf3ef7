// The housing feature's public surface: other features import only from here (lint: noRestrictedImports).
export { formatTotalPrice, ltr } from "./housing-format";
