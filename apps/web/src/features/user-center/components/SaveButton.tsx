import { Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";

/** A user-center form's submit button, end-aligned under the fields. */
export function SaveButton({ busy, testId }: { busy: boolean; testId: string }) {
  const { t } = useTranslation("userCenter");
  return (
    <Stack direction="row" sx={{ mt: 3, justifyContent: "flex-end" }}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        data-testid={testId}
        sx={{ minWidth: 140 }}
      >
        {t("actions.save")}
      </Button>
    </Stack>
  );
}
