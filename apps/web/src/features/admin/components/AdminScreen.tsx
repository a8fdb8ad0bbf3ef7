import { Container } from "@mui/material";
import type { ReactNode } from "react";
import { ApiError } from "../../../lib/api-client";
import { AccessNotice, type Audience } from "./AccessNotice";

interface Props {
  /** The signed-in user's role may see the screen (the server checks again). */
  allowed: boolean;
  /** The screen's reads: a 403 from any of them (a role taken away meanwhile) shows the notice too. */
  reads: { error: unknown }[];
  audience?: Audience;
  maxWidth?: "md" | "lg";
  children: ReactNode;
}

/** A back-office screen's frame: its container, or the "not for you" notice when the role is missing or refused. */
export function AdminScreen({ allowed, reads, audience = "admin", maxWidth = "md", children }: Props) {
  if (!allowed || reads.some(({ error }) => error instanceof ApiError && error.status === 403)) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
        <AccessNotice audience={audience} />
      </Container>
    );
  }
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
      {children}
    </Container>
  );
}
