import type { ListingStatus } from "@ask/contracts";
import EditOutlined from "@mui/icons-material/EditOutlined";
import PhoneOutlined from "@mui/icons-material/PhoneOutlined";
import { Avatar, Box, Button, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ContactButton } from "../../../conversations";
import { ReportButton, type ReportTarget } from "../../../reports";
import { telHref } from "../listing-format";
import { SafetyNotice } from "./SafetyNotice";

interface ContactCardProps {
  contact: string;
  phone: string;
  /** Shown above the contact, e.g. a company name. */
  heading?: string;
  /** Extra buttons under the call button (edit for the owner). */
  children?: ReactNode;
  /** False for a sold, closed or expired listing: no call button. */
  callable?: boolean;
}

/** Who to talk to about a listing, with a tel: call button when a phone number was given. */
export function ContactCard({ contact, phone, heading, children, callable = true }: ContactCardProps) {
  const { t } = useTranslation("listings");
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="listing-contact">
      <Typography variant="overline" color="textSecondary" sx={{ display: "block", lineHeight: 1.5, mb: 1 }}>
        {heading ?? t("contact.title")}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2, minWidth: 0 }}>
        <Avatar sx={{ bgcolor: "primary.main", width: 44, height: 44 }} aria-hidden>
          {contact.trim().slice(0, 1).toUpperCase() || "?"}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            dir="auto"
            sx={{ fontWeight: 700, overflowWrap: "anywhere" }}
            data-testid="listing-contact-name"
          >
            {contact}
          </Typography>
          {phone ? (
            <Typography variant="body2" color="textSecondary" data-testid="listing-phone">
              <bdi dir="ltr">{phone}</bdi>
            </Typography>
          ) : (
            <Typography variant="body2" color="textSecondary" data-testid="listing-no-phone">
              {t("contact.no_phone")}
            </Typography>
          )}
        </Box>
      </Box>
      {phone && callable && (
        <Button
          variant="contained"
          fullWidth
          size="large"
          href={telHref(phone)}
          startIcon={<PhoneOutlined />}
          data-testid="listing-call"
        >
          {t("contact.call")}
        </Button>
      )}
      {children && (
        <Box sx={{ display: "flex", flexDirection: "column", gap: 1, mt: phone ? 1 : 0 }}>{children}</Box>
      )}
    </Paper>
  );
}

/**
 * The poster's side of a listing's detail page: the contact card with the page's own buttons
 * (`children`), the owner's edit button when `editTo` is given and the listing is theirs, and the
 * safety notice under it, then "Report" (for everyone but the poster) when `report` names the kind.
 */
export function ContactAside({
  listing,
  heading,
  editTo,
  report,
  children,
}: {
  listing: {
    id: number;
    contact: string;
    phone: string;
    is_mine: boolean;
    owner_id: number;
    title: string;
    status: ListingStatus;
  };
  heading?: string;
  editTo?: string;
  /** What the listing is reported as ("sale", "housekeeping"). */
  report?: ReportTarget["type"];
  children?: ReactNode;
}) {
  const { t } = useTranslation("listings");
  // Sold, closed or expired: neither a call nor an edit (the owner relists it first).
  const active = listing.status === "active";
  const edit = editTo && listing.is_mine && active && (
    <Button
      variant="outlined"
      component={Link}
      to={editTo}
      startIcon={<EditOutlined />}
      data-testid="listing-edit"
    >
      {t("edit")}
    </Button>
  );
  return (
    <>
      <ContactCard contact={listing.contact} phone={listing.phone} heading={heading} callable={active}>
        {(children || edit) && (
          <>
            {children}
            {edit}
          </>
        )}
      </ContactCard>
      {(report === "sale" || report === "housekeeping") && (
        <ContactButton
          peerId={listing.owner_id}
          subject={{ kind: report, id: listing.id }}
          title={listing.title}
          isMine={listing.is_mine}
        />
      )}
      <SafetyNotice />
      {report && (
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <ReportButton
            target={{ type: report, id: listing.id }}
            authorId={undefined}
            isMine={listing.is_mine}
          />
        </Box>
      )}
    </>
  );
}
