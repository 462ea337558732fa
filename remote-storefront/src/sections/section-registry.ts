import type { ComponentType } from 'react';
import type { PageAnswer, Section, WebsitePage } from 'shared';
import { lazyExport } from 'shared/dom';
import { BannerSection } from './banner/BannerSection';
import { HeroSection } from './hero/HeroSection';
import { PageHeaderSection } from './page-header/PageHeaderSection';

export interface SectionProps {
  section: Section;
  page: WebsitePage;
  answer: PageAnswer;
}

// The sections that open a page (banner, hero, page header) come with the page's code, since they
// hydrate with the first screen. The others hydrate when they come near the screen or the browser is
// idle (LazyHydration) and their code loads then, inside the same Suspense boundary: it is not part
// of what a phone loads before the first screen is live.
const ShopByCategorySection = lazyExport(() => import('./shop-by-category/ShopByCategorySection'), 'ShopByCategorySection');
const FeaturedProductsSection = lazyExport(() => import('./featured-products/FeaturedProductsSection'), 'FeaturedProductsSection');
const FlashSaleSection = lazyExport(() => import('./flash-sale/FlashSaleSection'), 'FlashSaleSection');
const TextSection = lazyExport(() => import('./text/TextSection'), 'TextSection');
const CardSection = lazyExport(() => import('./cards/CardSection'), 'CardSection');
const AboutCardsSection = lazyExport(() => import('./cards/CardSection'), 'AboutCardsSection');
const AboutSection = lazyExport(() => import('./about/AboutSection'), 'AboutSection');
const OurStoryTitleSection = lazyExport(() => import('./about/OurStoryTitleSection'), 'OurStoryTitleSection');
const OurStoryDescriptionSection = lazyExport(() => import('./about/OurStoryDescriptionSection'), 'OurStoryDescriptionSection');
const JoinUsSection = lazyExport(() => import('./about/JoinUsSection'), 'JoinUsSection');
const NoticeSection = lazyExport(() => import('./policy/NoticeSection'), 'NoticeSection');
const ContentSection = lazyExport(() => import('./policy/ContentSection'), 'ContentSection');

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
