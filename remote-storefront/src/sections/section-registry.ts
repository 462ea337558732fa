import { lazy, type ComponentType } from 'react';
import type { PageAnswer, Section, WebsitePage } from 'shared';
import { BannerSection } from './banner/BannerSection';
import { HeroSection } from './hero/HeroSection';
import { PageHeaderSection } from './page-header/PageHeaderSection';

export interface SectionProps {
  section: Section;
  page: WebsitePage;
  answer: PageAnswer;
}

/**
 * A section whose code loads when it first renders. The sections that open a page (banner, hero, page
 * header) come with the page's code, since they hydrate with the first screen; the others hydrate when
 * they come near the screen or the browser is idle (LazyHydration), and their code loads then, inside
 * the same Suspense boundary, so it is not part of what a phone loads before the first screen is live.
 */
function lazySection(load: () => Promise<ComponentType<SectionProps>>): ComponentType<SectionProps> {
  return lazy(() => load().then((Component) => ({ default: Component })));
}

const ShopByCategorySection = lazySection(() => import('./shop-by-category/ShopByCategorySection').then((m) => m.ShopByCategorySection));
const FeaturedProductsSection = lazySection(() => import('./featured-products/FeaturedProductsSection').then((m) => m.FeaturedProductsSection));
const FlashSaleSection = lazySection(() => import('./flash-sale/FlashSaleSection').then((m) => m.FlashSaleSection));
const TextSection = lazySection(() => import('./text/TextSection').then((m) => m.TextSection));
const CardSection = lazySection(() => import('./cards/CardSection').then((m) => m.CardSection));
const AboutCardsSection = lazySection(() => import('./cards/CardSection').then((m) => m.AboutCardsSection));
const AboutSection = lazySection(() => import('./about/AboutSection').then((m) => m.AboutSection));
const OurStoryTitleSection = lazySection(() => import('./about/OurStoryTitleSection').then((m) => m.OurStoryTitleSection));
const OurStoryDescriptionSection = lazySection(() => import('./about/OurStoryDescriptionSection').then((m) => m.OurStoryDescriptionSection));
const JoinUsSection = lazySection(() => import('./about/JoinUsSection').then((m) => m.JoinUsSection));
const NoticeSection = lazySection(() => import('./policy/NoticeSection').then((m) => m.NoticeSection));
const ContentSection = lazySection(() => import('./policy/ContentSection').then((m) => m.ContentSection));

/** Section name (as stored) → the component that draws it. Names without an entry are not drawn. */
export const SECTION_COMPONENTS: Record<string, ComponentType<SectionProps>> = {
  // Home
  Banner: BannerSection,
  'Shop by Category': ShopByCategorySection,
  'Featured Products': FeaturedProductsSection,
  // The spec's name for the section an owner connects a catalogue to; it draws as Featured Products.
  'Products Connection': FeaturedProductsSection,
  'Flash Sale': FlashSaleSection,
  'Text banner': TextSection,
  // Contact and general content
  'Contact Us Header': PageHeaderSection,
  Card: CardSection,
  Hero: HeroSection,
  About: AboutSection,
  // About page
  'About Us Header': PageHeaderSection,
  'Our Story Title': OurStoryTitleSection,
  'Our Story Description': OurStoryDescriptionSection,
  Cards: AboutCardsSection,
  'Join Us on Our Journey': JoinUsSection,
  // Terms, shipping, refund and privacy pages
  Header: PageHeaderSection,
  'Notice Section': NoticeSection,
  Content: ContentSection,
};
