import type { ComponentType } from 'react';
import type { PageAnswer, Section, WebsitePage } from 'shared';
import { AboutSection } from './about/AboutSection';
import { JoinUsSection } from './about/JoinUsSection';
import { OurStoryDescriptionSection } from './about/OurStoryDescriptionSection';
import { OurStoryTitleSection } from './about/OurStoryTitleSection';
import { BannerSection } from './banner/BannerSection';
import { AboutCardsSection, CardSection } from './cards/CardSection';
import { FeaturedProductsSection } from './featured-products/FeaturedProductsSection';
import { FlashSaleSection } from './flash-sale/FlashSaleSection';
import { HeroSection } from './hero/HeroSection';
import { PageHeaderSection } from './page-header/PageHeaderSection';
import { ContentSection } from './policy/ContentSection';
import { NoticeSection } from './policy/NoticeSection';
import { ShopByCategorySection } from './shop-by-category/ShopByCategorySection';
import { TextSection } from './text/TextSection';

export interface SectionProps {
  section: Section;
  page: WebsitePage;
  answer: PageAnswer;
}

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
