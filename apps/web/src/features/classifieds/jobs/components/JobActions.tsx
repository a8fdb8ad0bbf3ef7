import type { Job } from "@ask/contracts";
import CallOutlined from "@mui/icons-material/CallOutlined";
import ChatOutlined from "@mui/icons-material/ChatOutlined";
import EditIcon from "@mui/icons-material/Edit";
import SendOutlined from "@mui/icons-material/SendOutlined";
import { Box, Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ContactButton } from "../../../conversations";
import { ReportButton } from "../../../reports";
import { editPath } from "../../shared/listing-kinds";
import type { ContactMode } from "./ContactDialog";

/** The job's buttons: edit for its owner (close and relist: ListingLifecycle); apply, chat and call for everyone else. */
export function JobActions({ job, onContact }: { job: Job; onContact: (mode: ContactMode) => void }) {
  const { t } = useTranslation("jobs");
  // Sold, closed or expired: no edit, apply, chat or call (the owner relists it on the lifecycle panel).
  const closed = job.status !== "active";
  const phone = job.phone.trim();
  const openContact = onContact;
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: { xs: "column", sm: "row" },
        flexWrap: "wrap",
        gap: 1.5,
        mt: 3,
      }}
    >
      {job.is_mine ? (
        <>
          {!closed && (
            <Button
              variant="contained"
              startIcon={<EditIcon />}
              component={Link}
              to={editPath("jobs", job.id)}
              data-testid="job-edit"
            >
              {t("edit")}
            </Button>
          )}
        </>
      ) : (
        <>
          <Button
            variant="contained"
            size="large"
            startIcon={<SendOutlined sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />}
            disabled={closed}
            onClick={() => openContact("apply")}
            data-testid="job-apply"
          >
            {t(closed ? "apply_closed" : "apply")}
          </Button>
          {job.talkable && !closed && (
            <Button
              variant="outlined"
              size="large"
              startIcon={<ChatOutlined />}
              onClick={() => openContact("chat")}
              data-testid="job-chat"
            >
              {t("chat")}
            </Button>
          )}
          {phone && !closed && (
            <Button
              variant="outlined"
              size="large"
              startIcon={<CallOutlined />}
              href={`tel:${phone.replace(/[\s-]/g, "")}`}
              data-testid="job-call"
            >
              {t("call")}
            </Button>
          )}
          <ContactButton
            peerId={job.owner_id}
            subject={{ kind: "job", id: job.id }}
            title={job.title}
            isMine={job.status !== "active"}
          />
          <Box sx={{ alignSelf: { xs: "flex-end", sm: "center" }, ml: { sm: "auto" } }}>
            <ReportButton target={{ type: "job", id: job.id }} authorId={undefined} isMine={job.is_mine} />
          </Box>
        </>
      )}
    </Box>
  );
}
