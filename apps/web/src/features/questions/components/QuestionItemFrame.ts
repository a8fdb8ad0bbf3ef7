import { alpha, styled } from "@mui/material/styles";
import { clampLines } from "../../../components/ui/text-sx";

/**
 * A list item is the hottest thing the question screens render (ten at a time, on every page): it is
 * one styled element whose rules cover plain children by class, not some twenty MUI components each
 * computing its own styles (issue 8: total blocking time on /questions). It looks as the MUI parts it
 * replaces did (outlined card, avatar, chips, captions) and takes every value from the theme.
 */
export const QuestionItemFrame = styled("article")(({ theme }) => {
  const chip = {
    display: "inline-flex",
    alignItems: "center",
    flexShrink: 0,
    borderRadius: 999,
    padding: "0 8px",
    fontSize: 11,
    fontWeight: 600,
    lineHeight: "20px",
    whiteSpace: "nowrap" as const,
  };
  return {
    position: "relative",
    padding: theme.spacing(1.5),
    [theme.breakpoints.up("sm")]: { padding: theme.spacing(2) },
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    transition: "background-color 150ms",
    "&:hover": { backgroundColor: theme.palette.action.hover },
    "&:has(.question-link:focus-visible)": {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
    },
    "& .qi-head": { display: "flex", alignItems: "center", gap: theme.spacing(1), minWidth: 0 },
    // The poster opens their profile (spec 2); it sits above the card-wide question link.
    "& .qi-poster": {
      position: "relative",
      zIndex: 2,
      display: "flex",
      alignItems: "center",
      gap: theme.spacing(1),
      minWidth: 0,
      color: "inherit",
      textDecoration: "none",
      borderRadius: theme.shape.borderRadius,
      "&:hover .qi-name": { textDecoration: "underline" },
    },
    "& .qi-avatar": {
      width: 28,
      height: 28,
      flexShrink: 0,
      borderRadius: "50%",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      overflow: "hidden",
      fontSize: 14,
      color: theme.palette.background.default,
      backgroundColor: theme.palette.grey[400],
      objectFit: "cover",
    },
    "& .qi-name": {
      ...theme.typography.body2,
      fontWeight: 600,
      minWidth: 0,
      overflow: "hidden",
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
    },
    "& .qi-level": {
      ...chip,
      color: theme.palette.secondary.contrastText,
      backgroundColor: theme.palette.secondary.main,
    },
    "& .qi-status": {
      ...chip,
      fontSize: 13,
      lineHeight: "22px",
      border: "1px solid",
      marginInlineStart: "auto",
    },
    ...Object.fromEntries(
      (["info", "warning", "success", "error"] as const).map((color) => [
        `& .qi-status-${color}`,
        { color: theme.palette[color].main, borderColor: alpha(theme.palette[color].main, 0.7) },
      ]),
    ),
    "& .qi-body": {
      display: "flex",
      alignItems: "flex-start",
      gap: theme.spacing(1.5),
      [theme.breakpoints.up("sm")]: { gap: theme.spacing(2) },
      marginTop: theme.spacing(1),
    },
    "& .qi-text": { flex: 1, minWidth: 0 },
    // User-written text keeps its own direction (dir="auto") while lining up with the page: "left"
    // is flipped to "right" by the RTL style plugin.
    "& .qi-title": {
      ...theme.typography.subtitle1,
      margin: 0,
      fontWeight: 700,
      lineHeight: 1.4,
      textAlign: "left",
      ...clampLines(2),
    },
    // A stretched link: its ::after covers the whole card, so a click anywhere opens the question.
    "& .question-link": {
      color: "inherit",
      textDecoration: "none",
      outline: "none",
      "&::after": { content: '""', position: "absolute", inset: 0, zIndex: 1 },
    },
    "& .qi-preview": {
      ...theme.typography.body2,
      margin: 0,
      marginTop: theme.spacing(0.5),
      color: theme.palette.text.secondary,
      textAlign: "left",
      ...clampLines(2),
    },
    "& .qi-image": {
      width: 64,
      height: 64,
      [theme.breakpoints.up("sm")]: { width: 88, height: 88 },
      objectFit: "cover",
      borderRadius: theme.shape.borderRadius,
      flexShrink: 0,
      backgroundColor: theme.palette.action.hover,
    },
    "& .qi-stats": {
      ...theme.typography.caption,
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(0.75),
      marginTop: theme.spacing(1.25),
      color: theme.palette.text.secondary,
    },
    "& .qi-stat": {
      display: "inline-flex",
      alignItems: "center",
      gap: theme.spacing(0.5),
      whiteSpace: "nowrap",
      "& svg": { width: 16, height: 16, fill: "currentColor" },
    },
    "& .qi-bonus": {
      ...chip,
      fontSize: 13,
      fontWeight: 700,
      lineHeight: "22px",
      marginInlineStart: "auto",
      color: theme.palette.warning.contrastText,
      backgroundColor: theme.palette.warning.main,
      maxWidth: "100%",
      overflow: "hidden",
      textOverflow: "ellipsis",
    },
    "& .qi-bonus-paid": {
      color: theme.palette.success.dark,
      backgroundColor: alpha(theme.palette.success.main, 0.12),
    },
    "& .qi-bonus-closed": {
      color: theme.palette.text.secondary,
      backgroundColor: theme.palette.action.selected,
    },
    "& .qi-status-closed": {
      color: theme.palette.text.secondary,
      borderColor: theme.palette.divider,
    },
  };
});
