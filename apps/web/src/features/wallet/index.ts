// The wallet feature's public surface: other features import only from here (lint: noRestrictedImports).
export { useBalance } from "./api/balance";
export { walletKeys } from "./api/keys";
export { WalletTab } from "./components/WalletTab";
export { YuanAmount } from "./components/YuanAmount";
