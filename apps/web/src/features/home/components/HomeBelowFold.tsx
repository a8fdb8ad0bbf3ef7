import { AppDownloadCard } from "./AppDownloadCard";
import { ClassifiedsGrid } from "./ClassifiedsGrid";
import { PeopleCarousel } from "./PeopleCarousel";

/**
 * The home screen below the first screenful: its own chunk, rendered after the top has painted, so a
 * phone shows the slogan, search and channels sooner (issue 8: initial JavaScript, blocking time).
 */
export default function HomeBelowFold() {
  return (
    <>
      <ClassifiedsGrid />
      <PeopleCarousel kind="titans" />
      <PeopleCarousel kind="economists" />
      <PeopleCarousel kind="scientists" />
      <AppDownloadCard />
    </>
  );
}
