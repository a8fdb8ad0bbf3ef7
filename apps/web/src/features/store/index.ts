// The store feature's public surface: other features import only from here (lint: noRestrictedImports).
export { useStockCheckTasks, useUsersTotal, useWarningProducts } from "./api/dashboard";
