/** /myListings: placeholder until its helper lands the screen. */
export default function MyListingsPage() {
  return null;
}
