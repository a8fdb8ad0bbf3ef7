// The experts feature's public surface: other features import only from here (lint: noRestrictedImports).
export { useMyExpert } from "./api/my-expert";
