// The auth feature's public surface: other features import only from here (lint: noRestrictedImports).
export { returnPath } from "./return-path";
