// The posting feature's public surface: other features import only from here (lint: noRestrictedImports).
export { useListing } from "./api/listings";
export { CloseListingButton } from "./components/CloseListingButton";
export { editPath, parseId } from "./listing-kinds";
