import type { SvgIconComponent } from "@mui/icons-material";
import type { ReactNode } from "react";
import { EmptyState } from "../../../components/ui/EmptyState";

/** A calm full-width message: the prompt, nothing found, or a failed search. */
export function SearchNotice(props: {
  icon: SvgIconComponent;
  title: string;
  body?: string;
  action?: ReactNode;
  testId: string;
}) {
  return <EmptyState {...props} text={props.body} surface status roomy />;
}
