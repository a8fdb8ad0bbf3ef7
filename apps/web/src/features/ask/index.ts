// The ask feature's (asking a question: /publish, /publishInfoEditor) public surface: other features import only from here (lint: noRestrictedImports).
export { RichTextEditor } from "./components/RichTextEditor";
