/** Types shared by the layouts and the pages that feed them. */

/** One chapter in a lesson sequence (see ChapterLayout.astro). */
export interface ChapterLink {
  href: string;
  label: string;
  /** Ids of the examples on that chapter's page, for its progress mark. */
  exampleIds: string[];
}
