import type { SvgIconComponent } from "@mui/icons-material";
import AddOutlined from "@mui/icons-material/AddOutlined";
import { Box, Button, Chip, Typography } from "@mui/material";
import { Link } from "react-router";

interface BoardHeaderProps {
  title: string;
  subtitle: string;
  /** The "post" button; omitted when the visitor may not post this kind. */
  post?: { to: string; label: string; testId: string };
  /** Chips that scroll to each category section (none on a board without sections, /jobs). */
  sections?: { id: string; label: string; icon: SvgIconComponent }[];
  jumpLabel?: string;
}

/** The top of a classified board: title, what it is, post button and jump chips to the sections. */
export function BoardHeader({ title, subtitle, post, sections = [], jumpLabel }: BoardHeaderProps) {
  return (
    <Box sx={{ mb: { xs: 2, md: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 2, flexWrap: "wrap" }}>
        <Box sx={{ flex: "1 1 240px", minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        </Box>
        {post && (
          <Button
            variant="contained"
            component={Link}
            to={post.to}
            startIcon={<AddOutlined />}
            data-testid={post.testId}
            sx={{ flexShrink: 0, borderRadius: 5 }}
          >
            {post.label}
          </Button>
        )}
      </Box>
      {sections.length > 0 && (
        <Box
          component="nav"
          aria-label={jumpLabel}
          sx={{ display: "flex", gap: 1, mt: 2, overflowX: "auto", pb: 0.5, scrollbarWidth: "none" }}
        >
          {sections.map(({ id, label, icon: Icon }) => (
            <Chip
              key={id}
              icon={<Icon />}
              label={label}
              variant="outlined"
              clickable
              onClick={() => document.getElementById(`section-${id}`)?.scrollIntoView({ behavior: "smooth" })}
              sx={{ flexShrink: 0 }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
