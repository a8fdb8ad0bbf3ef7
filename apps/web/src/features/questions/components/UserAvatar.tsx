import { Avatar } from "@mui/material";

/** A user's picture, or the first letter of their name when they have none. */
export function UserAvatar({ name, src, size = 40 }: { name: string; src: string | null; size?: number }) {
  return (
    <Avatar
      src={src ?? undefined}
      alt={name}
      sx={{ width: size, height: size, fontSize: size * 0.45, bgcolor: "primary.light" }}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
