import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatWidgetSettings, ColorPalette, SectionValue } from '../../contracts';
import { businesses } from './business';
import { createdAt, id, updatedAt } from './columns';

const businessId = () => id('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' });

/** A page of a business website; the shell finds it by subdomain + custom route. */
export const pages = pgTable(
  'pages',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    /** Page type (home, products, about, privacyPolicy, ...): picks the renderer. */
    keyValue: text('key_value').notNull(),
    /** Normalised path (`/`, `/products`, ...), unique per business. */
    customRoute: text('custom_route').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** `published` pages are public; `draft` pages only exist for the owner. */
    status: text('status', { enum: ['published', 'draft'] }).notNull().default('published'),
    colorPalette: jsonb('color_palette').$type<ColorPalette>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pages_business_route_uq').on(t.businessId, t.customRoute), index('pages_business_key_idx').on(t.businessId, t.keyValue)],
);

/** A section of a page (Banner, Featured Products, Card, ...); `values` are the spec's key/value entries. */
export const pageSections = pgTable(
  'page_sections',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    pageId: id('page_id').notNull().references(() => pages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['show', 'hide'] }).notNull().default('show'),
    viewMode: text('view_mode', { enum: ['both', 'desktop', 'mobile'] }).notNull().default('both'),
    indexPosition: integer('index_position').notNull(),
    values: jsonb('values').$type<SectionValue[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('page_sections_page_idx').on(t.businessId, t.pageId, t.indexPosition)],
);

/** Sections shared by every page of a site: the header, the desktop footer and the mobile footer. */
export const fixedSections = pgTable(
  'fixed_sections',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    kind: text('kind', { enum: ['header', 'footer', 'mobileFooter'] }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['show', 'hide'] }).notNull().default('show'),
    viewMode: text('view_mode', { enum: ['both', 'desktop', 'mobile'] }).notNull().default('both'),
    indexPosition: integer('index_position').notNull().default(0),
    values: jsonb('values').$type<SectionValue[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fixed_sections_business_kind_uq').on(t.businessId, t.kind)],
);

/** Widgets installed on a site; today only the chat widget. */
export const installedWidgets = pgTable(
  'installed_widgets',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    type: text('type', { enum: ['chatWidget'] }).notNull(),
    /** The spec's allowedAllActions: chat and socket features are on only when true. */
    allowedAllActions: boolean('allowed_all_actions').notNull().default(true),
    settings: jsonb('settings').$type<ChatWidgetSettings>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('installed_widgets_business_type_uq').on(t.businessId, t.type)],
);
