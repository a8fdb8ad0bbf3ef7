/** /store: placeholder until its helper lands the screen. */
export default function StorePage() {
  return null;
}
