import type { SvgIconComponent } from "@mui/icons-material";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import { Box, type SxProps, type Theme } from "@mui/material";
import { useState } from "react";

interface ListingImageProps {
  src?: string | null;
  /** Shown on the placeholder when there is no photo (or it fails to load), e.g. the category icon. */
  icon?: SvgIconComponent;
  alt?: string;
  /** Width / height; 4:3 by default. */
  ratio?: number;
  /** Size of the placeholder icon. */
  iconSize?: number;
  sx?: SxProps<Theme>;
  testId?: string;
}

/** A listing photo in a fixed frame, or a quiet placeholder block with an icon. */
export function ListingImage({
  src,
  icon: Icon = ImageOutlined,
  alt = "",
  ratio = 4 / 3,
  iconSize = 48,
  sx,
  testId,
}: ListingImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <Box
      data-testid={testId}
      sx={[
        {
          position: "relative",
          width: "100%",
          aspectRatio: String(ratio),
          overflow: "hidden",
          bgcolor: "action.hover",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {showImage ? (
        <Box
          component="img"
          src={src ?? undefined}
          alt={alt}
          loading="lazy"
          onError={() => setFailed(src ?? null)}
          sx={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" }}
        />
      ) : (
        <Icon
          aria-hidden
          data-testid="listing-image-placeholder"
          sx={{ fontSize: iconSize, color: "text.disabled" }}
        />
      )}
    </Box>
  );
}
