import type { Job } from "@ask/contracts";
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import CallOutlined from "@mui/icons-material/CallOutlined";
import ChatOutlined from "@mui/icons-material/ChatOutlined";
import EditIcon from "@mui/icons-material/Edit";
import OpenInNew from "@mui/icons-material/OpenInNew";
import PeopleAltOutlined from "@mui/icons-material/PeopleAltOutlined";
import PersonOutline from "@mui/icons-material/PersonOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import SearchOff from "@mui/icons-material/SearchOff";
import SendOutlined from "@mui/icons-material/SendOutlined";
import WorkOutlined from "@mui/icons-material/WorkOutlined";
import { Alert, Box, Button, Chip, Link as MuiLink, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../../../lib/api-client";
import { distanceFromMe } from "../../../../lib/distance";
import { useDocumentTitle } from "../../../../lib/document-title";
import { formatDate } from "../../../../lib/format";
import { useSession } from "../../../../lib/session";
import { useErrorMessage } from "../../../../lib/use-error-message";
import { useListing } from "../../shared/api/listings";
import { CloseListingButton } from "../../shared/components/CloseListingButton";
import { editPath, parseId } from "../../shared/listing-kinds";
import { ContactDialog, type ContactMode } from "../components/ContactDialog";
import { formatKm, formatSalaryRange, mapSearchUrl } from "../components/job-format";

const PAGE_SX = { maxWidth: 1000, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } } as const;

/** /jobDetail?id= (spec 2 "Job detail"): one job posting, closed ones included with a notice. */
export default function JobDetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get("id"));
  if (id === null) return <JobMissing />;
  return <JobView key={id} id={id} />;
}

function JobView({ id }: { id: number }) {
  const job = useListing("jobs", id);
  useDocumentTitle("job", job.data?.title);
  const errorMessage = useErrorMessage();
  if (job.isPending) return <JobSkeleton />;
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.status === 404) return <JobMissing />;
    return (
      <Box sx={PAGE_SX}>
        <Alert severity="error">{errorMessage(job.error)}</Alert>
      </Box>
    );
  }
  return <JobDetail job={job.data} />;
}

function JobDetail({ job }: { job: Job }) {
  const { t, i18n } = useTranslation("jobs");
  const lang = i18n.language;
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [contact, setContact] = useState<ContactMode | null>(null);
  const closed = job.status === "closed";
  const salary = formatSalaryRange(job.salary_min, job.salary_max, lang);
  const km = useMemo(() => distanceFromMe(job.lat, job.lng), [job.lat, job.lng]);
  const phone = job.phone.trim();

  const openContact = (mode: ContactMode) => {
    if (!isLoggedIn) {
      navigate("/login", { state: { from: location.pathname + location.search } });
      return;
    }
    setContact(mode);
  };

  return (
    <Box sx={PAGE_SX}>
      {closed && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="job-closed">
          {t("closed_banner")}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
        <Box
          sx={{
            display: "flex",
            flexDirection: { xs: "column", sm: "row" },
            justifyContent: "space-between",
            alignItems: { sm: "flex-start" },
            gap: 1,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="h5"
              component="h1"
              sx={{ fontWeight: 700, overflowWrap: "anywhere" }}
              data-testid="job-title"
            >
              {job.title}
            </Typography>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, mt: 1 }} data-testid="job-labels">
              <Chip
                size="small"
                color="primary"
                icon={<WorkOutlined />}
                label={t(`type.${job.jobType}`)}
                data-testid="job-type"
              />
              {job.labels.map((label) => (
                <Chip key={label} size="small" variant="outlined" label={label} />
              ))}
            </Box>
          </Box>
          <Typography
            variant="h5"
            component="p"
            sx={{ color: "error.main", fontWeight: 700, whiteSpace: "nowrap", flexShrink: 0 }}
            data-testid="job-salary"
          >
            {salary ? (
              <>
                {salary}
                <Typography component="span" variant="body2" sx={{ fontWeight: 400, ml: 0.5 }}>
                  {t("per_month")}
                </Typography>
              </>
            ) : (
              t("salary_negotiable")
            )}
          </Typography>
        </Box>

        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" },
            gap: 1.5,
            mt: 2.5,
          }}
        >
          <Fact icon={<PeopleAltOutlined />} label={t("headcount")} testId="job-headcount">
            {t("people", { n: job.quantity })}
          </Fact>
          <Fact icon={<SchoolOutlined />} label={t("education_label")} testId="job-education">
            {t(`education.${job.education}`)}
          </Fact>
          <Fact icon={<WorkOutlined />} label={t("experience_label")} testId="job-experience">
            {t(`experience.${job.experience}`)}
          </Fact>
          <Fact icon={<BusinessOutlined />} label={t("company")} testId="job-company">
            {job.company}
          </Fact>
        </Box>

        {(job.address || km !== null) && (
          <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, mt: 2.5 }}>
            <PlaceOutlined color="action" sx={{ mt: 0.25 }} aria-hidden />
            <Box sx={{ minWidth: 0 }}>
              {job.address && (
                <Typography sx={{ overflowWrap: "anywhere" }} data-testid="job-address">
                  {job.address}
                </Typography>
              )}
              <Box
                sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 2, rowGap: 0.5 }}
              >
                {job.address && (
                  <MuiLink
                    href={mapSearchUrl(job.address)}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="body2"
                    sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
                    data-testid="job-map-link"
                  >
                    {t("open_map")}
                    <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
                  </MuiLink>
                )}
                {km !== null && (
                  <Typography variant="body2" color="textSecondary" data-testid="job-distance">
                    {t("km_away", { km: formatKm(km, lang) })}
                  </Typography>
                )}
              </Box>
            </Box>
          </Box>
        )}

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
              {!closed && <CloseListingButton kind="jobs" id={job.id} title={job.title} testId="job-close" />}
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
            </>
          )}
        </Box>
      </Paper>

      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", md: "minmax(0, 2fr) minmax(0, 1fr)" },
          gap: 2,
          mt: 2,
          alignItems: "start",
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t("description")}
          </Typography>
          {job.description ? (
            <Box
              sx={{
                overflowWrap: "anywhere",
                typography: "body1",
                "& > :first-of-type": { mt: 0 },
                "& p": { my: 1 },
                "& ul, & ol": { my: 1, paddingInlineStart: "1.5em" },
                "& blockquote": {
                  my: 1,
                  mx: 0,
                  paddingInlineStart: "0.75em",
                  borderInlineStart: "3px solid",
                  borderColor: "divider",
                  color: "text.secondary",
                },
                "& a": { color: "primary.main" },
                "& img": { maxWidth: "100%" },
              }}
              data-testid="job-description"
              // Posters write in their own language: the text keeps its own direction on an RTL page.
              dir="auto"
              // The server sanitizes job descriptions (allow-listed tags and attributes) before storing
              // and answering them (contract: Job.description is "Sanitized HTML"), so rendering it is safe.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server, see above
              dangerouslySetInnerHTML={{ __html: job.description }}
            />
          ) : (
            <Typography color="textSecondary">{t("no_description")}</Typography>
          )}
          {job.image_urls.length > 0 && (
            <Box
              sx={{
                display: "grid",
                gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
                gap: 1,
                mt: 2,
              }}
              data-testid="job-images"
            >
              {job.image_urls.map((url, index) => (
                <Box
                  key={url}
                  component="a"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ display: "block", aspectRatio: "4 / 3", borderRadius: 1, overflow: "hidden" }}
                >
                  <Box
                    component="img"
                    src={url}
                    alt={t("image_n", { n: index + 1 })}
                    sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
                  />
                </Box>
              ))}
            </Box>
          )}
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t("employer")}
          </Typography>
          <Stack spacing={1.5}>
            <InfoLine icon={<BusinessOutlined />} label={t("company")}>
              {job.company}
            </InfoLine>
            <InfoLine icon={<PersonOutline />} label={t("contact")}>
              <span data-testid="job-contact">{job.contact}</span>
            </InfoLine>
            {phone && (
              <InfoLine icon={<CallOutlined />} label={t("phone")}>
                <MuiLink href={`tel:${phone.replace(/[\s-]/g, "")}`} dir="ltr">
                  {phone}
                </MuiLink>
              </InfoLine>
            )}
          </Stack>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {t("posted_on", { date: formatDate(job.created_at, lang) })} · {t("views", { n: job.views })}
          </Typography>
        </Paper>
      </Box>

      <ContactDialog job={job} mode={contact} onClose={() => setContact(null)} />
    </Box>
  );
}

function Fact({
  icon,
  label,
  children,
  testId,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box
      sx={{
        bgcolor: "action.hover",
        borderRadius: 1.5,
        px: 1.5,
        py: 1,
        display: "flex",
        gap: 1,
        alignItems: "center",
        minWidth: 0,
        "& > svg": { color: "text.secondary", flexShrink: 0 },
      }}
    >
      {icon}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="textSecondary" sx={{ display: "block" }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }} data-testid={testId}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

function InfoLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", "& > svg": { color: "text.secondary" } }}>
      {icon}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="textSecondary" sx={{ display: "block" }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

function JobMissing() {
  useDocumentTitle("job");
  const { t } = useTranslation("jobs");
  return (
    <Box sx={{ ...PAGE_SX, maxWidth: 640 }}>
      <Paper
        variant="outlined"
        sx={{ textAlign: "center", py: { xs: 5, md: 7 }, px: 3 }}
        data-testid="job-missing"
      >
        <SearchOff sx={{ fontSize: 52, color: "text.secondary", mb: 1 }} aria-hidden />
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {t("missing_title")}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t("missing_body")}
        </Typography>
        <Button variant="contained" component={Link} to="/home">
          {t("back_home")}
        </Button>
      </Paper>
    </Box>
  );
}

function JobSkeleton() {
  return (
    <Box sx={PAGE_SX} aria-busy>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Skeleton width="60%" height={40} />
        <Skeleton width="40%" />
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(4, 1fr)", gap: 1.5, mt: 2 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={52} />
          ))}
        </Box>
      </Paper>
      <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
    </Box>
  );
}
