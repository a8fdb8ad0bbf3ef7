// The user-center feature's public surface: other features import only from here (lint: noRestrictedImports).
export { useCustomer } from "./api/customer";
