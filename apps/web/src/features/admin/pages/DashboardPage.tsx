/** /dashboard: placeholder until its helper lands the screen. */
export default function DashboardPage() {
  return null;
}
