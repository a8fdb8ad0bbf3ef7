import { type ReactNode, Suspense, useState } from "react";

/**
 * Renders `children` (typically a lazy dialog) only from the first time `open` is true on, so a
 * screen does not download and render dialogs nobody opened (issue 8), yet a dialog once shown stays
 * mounted and can animate closed.
 */
export function LazyWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
