import { Button } from "@mui/material";
import type { ReactNode } from "react";

/** The large submit button that ends a wallet form; disabled while its request is on its way. */
export function SubmitButton({
  busy,
  testId,
  children,
}: {
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy} data-testid={testId}>
      {children}
    </Button>
  );
}
