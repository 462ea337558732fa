import { E2E_PORTS } from './ports';

interface SectionLike {
  name: string;
  status: string;
  viewMode: string;
  indexPosition: number;
  values: { key: string; value: string; url?: string }[];
}

export interface PageLike {
  businessName: string;
  websitePage: { accountTypeId: string; sections: SectionLike[] };
  headerSection: SectionLike | null;
  mobFooterSection: SectionLike | null;
  installedWidgets: { type: string; allowedAllActions: boolean; settings: { headerTitle: string; themeColor: string } }[];
}

/** Reads what the API says directly, as the oracle for what the browser must show. */
export async function apiGet<T>(path: string, query: Record<string, string | number>): Promise<T> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.api}${path}?${search}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export const fetchPage = (subdomain: string, customRoute = '/') =>
  apiGet<PageLike>('/business_website/page/get_published_website_specific_page', { subdomain, customRoute });

/** Names of the sections a layout must show, in order: the specification's visibility rule. */
export function expectedSectionNames(page: PageLike, mode: 'desktop' | 'mobile'): string[] {
  return page.websitePage.sections
    .filter((s) => s.status === 'show' && (s.viewMode === 'both' || s.viewMode === mode))
    .sort((a, b) => a.indexPosition - b.indexPosition)
    .map((s) => s.name);
}
