// The publish feature's public surface: other features import only from here (lint: noRestrictedImports).
export { RichTextEditor } from "./components/RichTextEditor";
