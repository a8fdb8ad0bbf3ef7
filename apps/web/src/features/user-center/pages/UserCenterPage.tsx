import { Container, Stack, Typography } from "@mui/material";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageTabs } from "../../../components/ui/PageTabs";
import { useDocumentTitle } from "../../../lib/document-title";
import { useFeedback } from "../../../lib/use-feedback";
import { WalletTab } from "../../wallet";
import { useUserId } from "../api/keys";
import { useConfirmEmailCode } from "../api/verify-email-code";
import { ContactTab } from "../components/ContactTab";
import { ManageTab } from "../components/ManageTab";
import { SettingsTab } from "../components/SettingsTab";
import { UserCenterHeader } from "../components/UserCenterHeader";

/** Spec 2: the query `tab` selects profile, settings, manage or wallet (default profile). */
const TABS = ["profile", "settings", "manage", "wallet"] as const;
type UserCenterTab = (typeof TABS)[number];
const parseTab = (value: string | null): UserCenterTab =>
  TABS.includes(value as UserCenterTab) ? (value as UserCenterTab) : "profile";

/** The query the verification email's link carries: /userCenter?verify_email=<code>. */
const VERIFY_EMAIL_PARAM = "verify_email";

/** /userCenter: header, then the tabs; the URL follows the tab. */
export default function UserCenterPage() {
  useDocumentTitle("user_center");
  const { t } = useTranslation("userCenter");
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get("tab"));
  useEmailLinkVerification();

  const panel = {
    profile: <ContactTab />,
    settings: <SettingsTab />,
    manage: <ManageTab />,
    wallet: <WalletTab />,
  }[tab];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t("title")}
      </Typography>
      <Stack spacing={2}>
        <UserCenterHeader />
        <div>
          <PageTabs
            value={tab}
            values={TABS}
            onChange={(next) => setSearchParams(next === "profile" ? {} : { tab: next })}
            label={(value) => t(`tabs.${value}`)}
            testIdPrefix="uc-tab"
            ariaLabel={t("tabs_label")}
            tabProps={(value) => ({
              id: `uc-tab-${value}`,
              "aria-controls": `uc-panel-${value}`,
              // On a phone the four tabs share the width and a long label wraps, so none is cut
              // at the edge (issue 18: German "Geldbörse" showed as "G").
              sx: {
                minWidth: { xs: 0, sm: 90 },
                flex: { xs: "1 1 0", sm: "0 0 auto" },
                px: { xs: 0.5, sm: 2 },
                fontSize: { xs: 13, sm: 14 },
                lineHeight: 1.2,
                whiteSpace: { xs: "normal", sm: "nowrap" },
                overflowWrap: "anywhere",
                hyphens: "auto",
              },
            })}
          />
          <div role="tabpanel" id={`uc-panel-${tab}`} aria-labelledby={`uc-tab-${tab}`}>
            {panel}
          </div>
        </div>
      </Stack>
    </Container>
  );
}

/**
 * Opening the email's link (?verify_email=<code>) redeems the code once, shows the result and
 * removes the query, keeping any other (such as tab).
 */
function useEmailLinkVerification() {
  const { t, toast, errorMessage } = useFeedback("userCenter");
  const userId = useUserId();
  const confirm = useConfirmEmailCode(userId);
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get(VERIFY_EMAIL_PARAM);
  const redeemed = useRef<string | null>(null);

  useEffect(() => {
    if (!code || userId === undefined || redeemed.current === code) return;
    redeemed.current = code;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(VERIFY_EMAIL_PARAM);
        return next;
      },
      { replace: true },
    );
    confirm.mutate(code, {
      onSuccess: () => toast(t("messages.verification_success"), "success"),
      onError: (error) => toast(`${t("messages.verification_failed")} ${errorMessage(error)}`, "error"),
    });
  }, [code, userId, confirm, setSearchParams, toast, t, errorMessage]);
}
