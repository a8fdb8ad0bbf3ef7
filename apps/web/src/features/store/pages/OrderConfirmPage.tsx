/** /orderConfirm: placeholder until its helper lands the screen. */
export default function OrderConfirmPage() {
  return null;
}
