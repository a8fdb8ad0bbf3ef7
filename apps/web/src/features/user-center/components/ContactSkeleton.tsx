import { Box, Card, CardContent, Skeleton } from "@mui/material";

/** The contact card while the customer loads: title, subtitle and five fields. */
export function ContactSkeleton() {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Skeleton width="30%" height={32} />
        <Skeleton width="55%" sx={{ mb: 2 }} />
        <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
