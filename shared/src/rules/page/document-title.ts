/**
 * A page's document title: the page's own title and the business name ('About Us | Kaveri Handlooms
 * & Home'), or the business name alone on a page titled like the business (the home page). The host's
 * server puts it in the HTML it sends; the apps keep the tab's title in step on client-side moves.
 */
export function documentTitle(pageTitle: string, businessName: string): string {
  const title = pageTitle.replace(/\s+/g, ' ').trim();
  if (!title || title.toLowerCase() === businessName.toLowerCase()) return businessName;
  return `${title} | ${businessName}`;
}
