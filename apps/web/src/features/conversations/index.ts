// The conversations feature's public surface: other features import only from here (lint: noRestrictedImports).
export { ChatButton } from "./components/ChatButton";
export { ContactButton } from "./components/ContactButton";
export { MessagesTabs } from "./components/MessagesTabs";
