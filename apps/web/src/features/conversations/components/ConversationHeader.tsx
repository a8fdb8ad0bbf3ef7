import type { ConversationSummary } from "@ask/contracts";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Block from "@mui/icons-material/Block";
import { Avatar, Box, Button, IconButton, Link as MuiLink, Typography } from "@mui/material";
import { Link } from "react-router";
import { useFeedback } from "../../../lib/use-feedback";
import { ReportButton } from "../../reports";
import { useSetBlock } from "../api/conversations";

/** Above the messages: back to the list, the peer (their profile), what it is about, block and report. */
export function ConversationHeader({ conversation: c }: { conversation: ConversationSummary }) {
  const { t, toast, toastError } = useFeedback("conversations");
  const setBlock = useSetBlock(c.peer.id);
  const toggleBlock = () => {
    const block = !c.blocked_by_me;
    if (block && !window.confirm(t("block_confirm", { name: c.peer.username }))) return;
    setBlock.mutate(block, {
      onSuccess: () => toast(t(block ? "blocked_done" : "unblocked_done"), "success"),
      onError: (error) => toastError(error),
    });
  };
  return (
    <Box
      sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap", pb: 1.5, mb: 1.5 }}
      data-testid="conversation-header"
    >
      <IconButton component={Link} to="/conversations" aria-label={t("back")} edge="start">
        <ArrowBack sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />
      </IconButton>
      <Avatar src={c.peer.avatar ?? undefined} alt={c.peer.username}>
        {c.peer.username.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <MuiLink
          component={Link}
          to={`/user?id=${c.peer.id}`}
          sx={{ fontWeight: 700 }}
          data-testid="peer-name"
        >
          {c.peer.username}
        </MuiLink>
        <Typography variant="body2" sx={{ color: "text.secondary" }} noWrap>
          {t(`subject.${c.subject.kind}`)} ·{" "}
          {c.subject.title ? (
            <MuiLink component={Link} to={c.subject.link} color="inherit">
              {c.subject.title}
            </MuiLink>
          ) : (
            t("subject_gone")
          )}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", gap: 0.5, marginInlineStart: "auto" }}>
        <Button
          size="small"
          color="inherit"
          startIcon={<Block fontSize="small" />}
          onClick={toggleBlock}
          disabled={setBlock.isPending}
          sx={{ color: "text.secondary" }}
          data-testid="block-button"
        >
          {c.blocked_by_me ? t("unblock") : t("block")}
        </Button>
        <ReportButton
          target={{ type: "conversation", id: c.id }}
          authorId={null}
          testId="report-conversation"
        />
      </Box>
    </Box>
  );
}
