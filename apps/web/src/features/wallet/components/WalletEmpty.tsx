import InboxOutlined from "@mui/icons-material/InboxOutlined";
import type { ReactNode } from "react";
import { EmptyState } from "../../../components/ui/EmptyState";

/** An empty wallet list: a dashed box with a message and an optional action. */
export function WalletEmpty({
  message,
  action,
  testId,
}: {
  message: string;
  action?: ReactNode;
  testId?: string;
}) {
  return <EmptyState dense testId={testId} icon={InboxOutlined} title={message} action={action} />;
}
