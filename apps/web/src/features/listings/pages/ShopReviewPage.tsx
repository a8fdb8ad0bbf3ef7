/** /shop-review: placeholder until its helper lands the screen. */
export default function ShopReviewPage() {
  return null;
}
