/** /merchants/:id: placeholder until its helper lands the screen. */
export default function MerchantPage() {
  return null;
}
