/** /jobDetail: placeholder until its helper lands the screen. */
export default function JobDetailPage() {
  return null;
}
