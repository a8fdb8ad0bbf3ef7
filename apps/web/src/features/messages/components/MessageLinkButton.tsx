import ArrowForward from "@mui/icons-material/ArrowForward";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isInAppPath, messageLinkKind } from "./message-link";

/**
 * The button to what a message is about (the question, the answer, the withdrawals, the order). Opening
 * it counts as reading the message (`onOpen`).
 */
export function MessageLinkButton({
  link,
  onOpen,
  size = "medium",
}: {
  link: string | null;
  onOpen?: () => void;
  size?: "small" | "medium";
}) {
  const { t } = useTranslation("messages");
  if (!isInAppPath(link)) return null;
  return (
    <Button
      component={Link}
      to={link}
      onClick={onOpen}
      size={size}
      variant={size === "small" ? "text" : "contained"}
      endIcon={<ArrowForward sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />}
      data-testid="message-link"
    >
      {t(`links.${messageLinkKind(link)}`)}
    </Button>
  );
}
