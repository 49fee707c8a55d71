/** The word the article page shows above a paid article's heading; every list uses the same. */
export const ADVERTORIAL_LABEL = 'Advertorial';

/**
 * A listed article's heading as the text of its link (teasers, front-page items, search hits),
 * with the label in front when the article is paid. The label goes inside the link, so the link
 * and the heading are named 'Advertorial: …': a reader who lists the links or headings hears it,
 * not only one who sees the badge.
 */
export function ListedHeading({
  heading,
  isAdvertorial,
}: {
  heading: string;
  isAdvertorial: boolean;
}) {
  return (
    <>
      {isAdvertorial ? (
        <span className="advertorial-label">
          {ADVERTORIAL_LABEL}
          {/* Heard and copied, not seen: on screen the badge's edge separates it from the heading.
              Inside the badge and of no size rather than visually hidden: a hidden (absolute)
              element counts as a block, and browsers then name the link 'Advertorial : …'. */}
          <span className="advertorial-label__pause">: </span>
        </span>
      ) : null}
      {heading}
    </>
  );
}
