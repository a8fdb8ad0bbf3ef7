import { Box } from "@mui/material";
import type { ReactNode } from "react";

export interface DetailLayoutProps {
  /** The photos, first on the main side. */
  gallery?: ReactNode;
  /** The title, price and key facts. */
  header?: ReactNode;
  /** The poster's side: contact, owner's actions, notices; sticky on wide screens. */
  aside: ReactNode;
  /** The description and the other sections. */
  content: ReactNode;
  /** The poster's side stays in view while the main side scrolls (wide screens); off for a tall side. */
  sticky?: boolean;
  /** The header runs across both columns (a listing without photos whose header holds its facts). */
  wideHeader?: boolean;
  testId?: string;
}

const row = (...areas: string[]) => `"${areas.join(" ")}"`;

/**
 * One layout for a listing's detail page: the photos, the header and the content on the main side,
 * the poster's side next to them on wide screens (sticky unless told). On phones the poster's side
 * comes right after the header, before the long description.
 */
export function DetailLayout({
  gallery,
  header,
  aside,
  content,
  sticky = true,
  wideHeader = false,
  testId,
}: DetailLayoutProps) {
  const main = [gallery && "gallery", header && !wideHeader && "header", "content"].filter(
    (area): area is string => Boolean(area),
  );
  const top = header && wideHeader ? [row("header", "header")] : [];
  const phone = [gallery && "gallery", header && "header", "aside", "content"].filter(Boolean) as string[];
  return (
    <Box
      data-testid={testId}
      sx={{
        display: "grid",
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1.65fr) minmax(300px, 1fr)" },
        gridTemplateAreas: {
          xs: phone.map((area) => row(area)).join(" "),
          md: [...top, ...main.map((area) => row(area, "aside"))].join(" "),
        },
        gridTemplateRows: {
          md: [
            ...top.map(() => "auto"),
            ...main.map((_, i) => (i === main.length - 1 ? "1fr" : "auto")),
          ].join(" "),
        },
      }}
    >
      {gallery && <Box sx={{ gridArea: "gallery", minWidth: 0 }}>{gallery}</Box>}
      {header && <Box sx={{ gridArea: "header", minWidth: 0 }}>{header}</Box>}
      <Box sx={{ gridArea: "aside", minWidth: 0 }}>
        <Box
          sx={{
            ...(sticky && { position: { md: "sticky" }, top: { md: 80 } }),
            display: "flex",
            flexDirection: "column",
            gap: 2,
          }}
        >
          {aside}
        </Box>
      </Box>
      <Box sx={{ gridArea: "content", minWidth: 0 }}>{content}</Box>
    </Box>
  );
}
