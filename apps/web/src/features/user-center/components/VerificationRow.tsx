import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import { Button, Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

interface VerificationRowProps {
  channel: "email" | "phone";
  hasValue: boolean;
  verified: boolean;
  dirty: boolean;
  busy: boolean;
  onVerify(): void;
}

/** The saved value's badge (verified / unverified) and its verify button. */
export function VerificationRow({
  channel,
  hasValue,
  verified,
  dirty,
  busy,
  onVerify,
}: VerificationRowProps) {
  const { t } = useTranslation("userCenter");
  if (!hasValue) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
      {verified ? (
        <Chip
          size="small"
          color="success"
          icon={<CheckCircleIcon />}
          label={t("contact.verified")}
          data-testid={`${channel}-status`}
          data-verified="true"
        />
      ) : (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          icon={<ErrorOutlineIcon />}
          label={t("contact.unverified")}
          data-testid={`${channel}-status`}
          data-verified="false"
        />
      )}
      {dirty ? (
        <Typography variant="caption" color="textSecondary">
          {t("contact.save_to_verify")}
        </Typography>
      ) : (
        !verified && (
          <Button size="small" onClick={onVerify} disabled={busy} data-testid={`verify-${channel}`}>
            {t(`contact.verify_${channel}`)}
          </Button>
        )
      )}
    </Stack>
  );
}
