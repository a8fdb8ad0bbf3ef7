import { Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "./ConfirmDialog";
import { closeLoginPrompt, useLoginPrompt } from "./login-prompt";

/**
 * The explanation a visitor gets before being sent to /login ("Log in to like answers"): a dialog with
 * the reason, Cancel, and Log in (which comes back to this question afterwards). Mounted once per screen.
 */
export function LoginPromptHost() {
  const { t } = useTranslation("question");
  const navigate = useNavigate();
  const prompt = useLoginPrompt();
  // The last prompt stays as the dialog's text while it animates closed.
  const [shown, setShown] = useState(prompt);
  if (prompt && prompt !== shown) setShown(prompt);
  return (
    <ConfirmDialog
      open={prompt !== null}
      title={shown ? t(`login_prompt.title.${shown.reason}`) : ""}
      confirmLabel={t("login_prompt.login")}
      onConfirm={() => {
        if (!prompt) return;
        closeLoginPrompt();
        navigate("/login", { state: { from: prompt.from } });
      }}
      onCancel={closeLoginPrompt}
      testId="login-prompt"
    >
      <Typography variant="body2" color="textSecondary">
        {t("login_prompt.text")}
      </Typography>
    </ConfirmDialog>
  );
}
