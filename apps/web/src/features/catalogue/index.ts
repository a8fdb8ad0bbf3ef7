// The catalogue feature's public surface: other features import only from here (lint: noRestrictedImports).
export { groupCategories, useCategories } from "./api/categories";
export { useChannels } from "./api/channels";
