import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { responsiveImage, responsiveImageName, type ChatWidgetSettings, type ColorPalette, type RasterFormat, type SectionValue, type StockStatus } from '../../contracts';
import sharp from 'sharp';
import { renderImageVariants, storeRendition, type ImageRendition, type RenderedFile } from '../../uploads/image-variants';
import { localDiskStorage } from '../../uploads/local-disk-storage';
import type { Database } from '../client';
import { toPaise } from '../money';
import * as t from '../schema';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A page section as the seed writes it; `indexPosition` is its place in the list. */
export interface SectionInput {
  name: string;
  status?: 'show' | 'hide';
  viewMode?: 'both' | 'desktop' | 'mobile';
  values: SectionValue[];
}

export interface VariantInput {
  name: string;
  basePrice: number;
  salePrice?: number | null;
  stock: number;
}

export interface PackageInput {
  name: string;
  description: string;
  price: number;
  discountPercentage?: number;
  stock?: number | null;
}

export interface CartLineInput {
  productId: string;
  itemType?: 'product' | 'service';
  variantId?: string | null;
  packageId?: string | null;
  quantity: number;
  addedAt?: Date;
}

/** An order line in rupees: the item's base price and the unit price the customer pays before tax. */
export interface OrderLineInput {
  productId: string;
  variantId?: string | null;
  packageId?: string | null;
  type: 'catalog-product' | 'catalog-service';
  description: string;
  quantity: number;
  basePrice: number;
  unitPrice: number;
  gstPercentage?: number;
}

export interface OrderInput {
  customerId: string;
  orderNumber: string;
  title: string;
  status: 'Draft' | 'Active' | 'Completed' | 'Cancelled';
  mode: 'product' | 'service';
  paymentStatus: 'Pending' | 'Paid' | 'Partially Paid' | 'Refunded';
  lines: OrderLineInput[];
  shippingCost?: number;
  dispatchPointId?: string | null;
  shipToAddress?: t.AddressSnapshot | null;
  /** Shares of the final amount (they should add up to 1); paid when `paidAt` is set. */
  milestones: { label: string; share: number; dueDate: string; paidAt?: Date | null }[];
  /** Progress stages; Completed when `completedAt` is set. */
  stages: { name: string; status?: 'Pending' | 'In Progress'; completedAt?: Date | null }[];
  createdAt: Date;
}

/** A catalogue item in rupees, as a person would describe it; the builder derives the stored columns. */
export interface ProductInput {
  catalogueId: string;
  categoryId?: string | null;
  itemType?: 'product' | 'service';
  name: string;
  slug?: string;
  description: string;
  images?: string[];
  video?: string | null;
  basePrice: number;
  salePrice?: number | null;
  taxRate?: number;
  priceVisible?: boolean;
  rating?: number;
  reviewCount?: number;
  featured?: boolean;
  flashSale?: boolean;
  tags?: string[];
  button?: string;
  variantTitle?: string | null;
  status?: 'Published' | 'Draft';
  stockStatus?: StockStatus;
  /** Units on hand when there are no variants; NULL = not tracked. */
  totalQuantity?: number | null;
  shipping?: { available: boolean; cost?: number; weightKg?: number; dimensionsCm?: [number, number, number] };
  variants?: VariantInput[];
  packages?: PackageInput[];
  dispatchPointIds?: string[];
  createdAt?: Date;
}

/** One key/value entry of a section (see SectionValue); `extra` adds url, label, icon, status, list flag. */
export const entry = (key: string, value: string, extra: Omit<SectionValue, 'key' | 'value'> = {}): SectionValue => ({ key, value, ...extra });

/** A list item: the same key repeated with allowToAddMultiple. */
export const item = (key: string, value: string, extra: Omit<SectionValue, 'key' | 'value' | 'allowToAddMultiple'> = {}): SectionValue => ({
  key,
  value,
  ...extra,
  allowToAddMultiple: true,
});

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Whole-number discount of a sale price, when there is one below the base price. */
export const discountOf = (base: number, sale: number | null | undefined) =>
  sale && sale > 0 && sale < base ? Math.round((1 - sale / base) * 100) : null;

/** Low Stock at 5 units or fewer, Out of Stock at 0, untracked (NULL) is In Stock. */
export function stockStatusOf(quantity: number | null): StockStatus {
  if (quantity === null) return 'In Stock';
  if (quantity <= 0) return 'Out of Stock';
  return quantity <= 5 ? 'Low Stock' : 'In Stock';
}

/**
 * Collects the rows of one or more sites in memory and writes them in foreign-key order in a few
 * batched inserts. Used by the seed and by the tests' fixtures.
 */
export class SiteBuilder {
  readonly rows = {
    businesses: [] as Insert<typeof t.businesses>[],
    owners: [] as Insert<typeof t.owners>[],
    pages: [] as Insert<typeof t.pages>[],
    pageSections: [] as Insert<typeof t.pageSections>[],
    fixedSections: [] as Insert<typeof t.fixedSections>[],
    installedWidgets: [] as Insert<typeof t.installedWidgets>[],
    catalogues: [] as Insert<typeof t.catalogues>[],
    categories: [] as Insert<typeof t.categories>[],
    dispatchPoints: [] as Insert<typeof t.dispatchPoints>[],
    products: [] as Insert<typeof t.products>[],
    productVariants: [] as Insert<typeof t.productVariants>[],
    servicePackages: [] as Insert<typeof t.servicePackages>[],
    productDispatchPoints: [] as Insert<typeof t.productDispatchPoints>[],
    paymentIntegrations: [] as Insert<typeof t.paymentIntegrations>[],
    customers: [] as Insert<typeof t.customers>[],
    carts: [] as Insert<typeof t.carts>[],
    cartItems: [] as Insert<typeof t.cartItems>[],
    orders: [] as Insert<typeof t.orders>[],
    orderLines: [] as Insert<typeof t.orderLines>[],
    paymentMilestones: [] as Insert<typeof t.paymentMilestones>[],
    orderPipelineStages: [] as Insert<typeof t.orderPipelineStages>[],
    messages: [] as Insert<typeof t.messages>[],
  };

  constructor(
    readonly newId: () => string,
    readonly now: Date,
  ) {}

  business(input: Omit<Insert<typeof t.businesses>, 'id'>): string {
    const id = this.newId();
    this.rows.businesses.push({ id, createdAt: this.now, updatedAt: this.now, ...input });
    return id;
  }

  owner(businessId: string, input: { email: string; name: string; passwordHash: string }): string {
    const id = this.newId();
    this.rows.owners.push({ id, businessId, ...input, createdAt: this.now });
    return id;
  }

  page(
    businessId: string,
    input: { keyValue: string; customRoute: string; title: string; description?: string; status?: 'published' | 'draft'; colorPalette: ColorPalette; sections?: SectionInput[] },
  ): string {
    const id = this.newId();
    const position = this.rows.pages.filter((p) => p.businessId === businessId).length;
    const { sections = [], ...page } = input;
    this.rows.pages.push({ id, businessId, position, createdAt: this.now, updatedAt: this.now, ...page });
    sections.forEach((section, indexPosition) =>
      this.rows.pageSections.push({
        id: this.newId(),
        businessId,
        pageId: id,
        name: section.name,
        status: section.status ?? 'show',
        viewMode: section.viewMode ?? 'both',
        indexPosition,
        values: section.values,
        createdAt: this.now,
        updatedAt: this.now,
      }),
    );
    return id;
  }

  fixedSection(businessId: string, kind: 'header' | 'footer' | 'mobileFooter', name: string, values: SectionValue[]): string {
    const id = this.newId();
    this.rows.fixedSections.push({ id, businessId, kind, name, values, viewMode: kind === 'mobileFooter' ? 'mobile' : kind === 'footer' ? 'desktop' : 'both' });
    return id;
  }

  chatWidget(businessId: string, settings: ChatWidgetSettings, allowedAllActions = true): string {
    const id = this.newId();
    this.rows.installedWidgets.push({ id, businessId, type: 'chatWidget', allowedAllActions, settings });
    return id;
  }

  catalogue(businessId: string, input: { name: string; slug?: string; description: string; image?: string | null; type?: 'product' | 'service'; status?: 'Published' | 'Draft' }): string {
    const id = this.newId();
    const position = this.rows.catalogues.filter((c) => c.businessId === businessId).length;
    this.rows.catalogues.push({ id, businessId, position, slug: input.slug ?? slugify(input.name), createdAt: this.now, updatedAt: this.now, ...input });
    return id;
  }

  category(businessId: string, catalogueId: string, input: { name: string; slug?: string; image?: string | null }): string {
    const id = this.newId();
    const position = this.rows.categories.filter((c) => c.catalogueId === catalogueId).length;
    this.rows.categories.push({ id, businessId, catalogueId, position, slug: input.slug ?? slugify(input.name), createdAt: this.now, ...input });
    return id;
  }

  dispatchPoint(businessId: string, input: { name: string; addressLine?: string; city: string; state: string; pincode: string }): string {
    const id = this.newId();
    this.rows.dispatchPoints.push({ id, businessId, createdAt: this.now, ...input });
    return id;
  }

  product(businessId: string, input: ProductInput): string {
    const id = this.newId();
    const variants = input.variants ?? [];
    const quantity = variants.length > 0 ? variants.reduce((sum, v) => sum + Math.max(0, v.stock), 0) : input.totalQuantity ?? null;
    const taxRate = input.taxRate ?? 0;
    this.rows.products.push({
      id,
      businessId,
      catalogueId: input.catalogueId,
      categoryId: input.categoryId ?? null,
      itemType: input.itemType ?? 'product',
      slug: input.slug ?? slugify(input.name),
      name: input.name,
      description: input.description,
      images: input.images ?? [],
      video: input.video ?? null,
      basePricePaise: toPaise(input.basePrice),
      salePricePaise: input.salePrice ? toPaise(input.salePrice) : null,
      taxApplicable: taxRate > 0,
      taxRate,
      discountPercentage: discountOf(input.basePrice, input.salePrice),
      priceVisible: input.priceVisible ?? true,
      rating: input.rating ?? 0,
      reviewCount: input.reviewCount ?? 0,
      featured: input.featured ?? false,
      flashSale: input.flashSale ?? false,
      tags: input.tags ?? [],
      button: input.button ?? 'Buy',
      variantTitle: input.variantTitle ?? null,
      status: input.status ?? 'Published',
      stockStatus: input.stockStatus ?? stockStatusOf(quantity),
      totalQuantity: quantity,
      shippingAvailable: input.shipping?.available ?? false,
      shippingCostPaise: toPaise(input.shipping?.cost ?? 0),
      shippingWeightKg: input.shipping?.weightKg ?? null,
      lengthCm: input.shipping?.dimensionsCm?.[0] ?? null,
      widthCm: input.shipping?.dimensionsCm?.[1] ?? null,
      heightCm: input.shipping?.dimensionsCm?.[2] ?? null,
      createdAt: input.createdAt ?? this.now,
      updatedAt: input.createdAt ?? this.now,
    });
    variants.forEach((v, position) =>
      this.rows.productVariants.push({
        id: this.newId(),
        businessId,
        productId: id,
        name: v.name,
        basePricePaise: toPaise(v.basePrice),
        salePricePaise: v.salePrice ? toPaise(v.salePrice) : null,
        stock: v.stock,
        discountPercentage: discountOf(v.basePrice, v.salePrice),
        position,
      }),
    );
    (input.packages ?? []).forEach((p, position) =>
      this.rows.servicePackages.push({
        id: this.newId(),
        businessId,
        productId: id,
        name: p.name,
        description: p.description,
        pricePaise: toPaise(p.price),
        discountPercentage: p.discountPercentage ?? 0,
        stock: p.stock ?? null,
        position,
      }),
    );
    (input.dispatchPointIds ?? []).forEach((dispatchPointId, position) =>
      this.rows.productDispatchPoints.push({ businessId, productId: id, dispatchPointId, position }),
    );
    return id;
  }

  paymentIntegration(businessId: string, input: Omit<Insert<typeof t.paymentIntegrations>, 'id' | 'businessId'>): string {
    const id = this.newId();
    this.rows.paymentIntegrations.push({ id, businessId, createdAt: this.now, updatedAt: this.now, ...input });
    return id;
  }

  customer(businessId: string, input: { name: string; countryCode?: string; phoneNumber: string; createdAt?: Date }): string {
    const id = this.newId();
    const at = input.createdAt ?? this.now;
    this.rows.customers.push({ id, businessId, name: input.name, countryCode: input.countryCode ?? '+91', phoneNumber: input.phoneNumber, createdAt: at, updatedAt: at });
    return id;
  }

  /** The customer's server cart with its lines, in the order given. */
  cart(businessId: string, customerId: string, lines: CartLineInput[]): string {
    const id = this.newId();
    this.rows.carts.push({ id, businessId, customerId, createdAt: this.now, updatedAt: this.now });
    lines.forEach((line, position) =>
      this.rows.cartItems.push({
        id: this.newId(),
        businessId,
        cartId: id,
        productId: line.productId,
        itemType: line.itemType ?? 'product',
        variantId: line.variantId ?? null,
        packageId: line.packageId ?? null,
        quantity: line.quantity,
        position,
        addedAt: line.addedAt ?? this.now,
        updatedAt: line.addedAt ?? this.now,
      }),
    );
    return id;
  }

  /**
   * An order in rupees, as a person would describe it; the builder derives the paise columns: each line's
   * GST is its rate on the discounted amount, the total is the discounted subtotal plus GST and shipping.
   */
  order(businessId: string, input: OrderInput): string {
    const id = this.newId();
    let subtotal = 0;
    let discount = 0;
    let gst = 0;
    input.lines.forEach((line, position) => {
      const base = toPaise(line.basePrice) * line.quantity;
      const net = toPaise(line.unitPrice) * line.quantity;
      const lineGst = Math.round((net * (line.gstPercentage ?? 0)) / 100);
      subtotal += base;
      discount += base - net;
      gst += lineGst;
      this.rows.orderLines.push({
        id: this.newId(),
        businessId,
        orderId: id,
        itemId: line.productId,
        variantId: line.variantId ?? null,
        packageId: line.packageId ?? null,
        type: line.type,
        description: line.description,
        quantity: line.quantity,
        basePricePaise: toPaise(line.basePrice),
        salePricePaise: line.unitPrice < line.basePrice ? toPaise(line.unitPrice) : null,
        unitPricePaise: toPaise(line.unitPrice),
        discountPaise: base - net,
        gstPercentage: line.gstPercentage ?? 0,
        gstAmountPaise: lineGst,
        amountPaise: net + lineGst,
        position,
      });
    });
    const shipping = toPaise(input.shippingCost ?? 0);
    const finalPaise = subtotal - discount + gst + shipping;
    this.rows.orders.push({
      id,
      businessId,
      customerId: input.customerId,
      orderNumber: input.orderNumber,
      title: input.title,
      status: input.status,
      mode: input.mode,
      paymentStatus: input.paymentStatus,
      subtotalPaise: subtotal,
      totalDiscountPaise: discount,
      afterDiscountPaise: subtotal - discount,
      totalGstPaise: gst,
      shippingCostPaise: shipping,
      finalAmountPaise: finalPaise,
      dispatchPointId: input.dispatchPointId ?? null,
      shipToAddress: input.shipToAddress ?? null,
      createdAt: input.createdAt,
      updatedAt: input.createdAt,
    });
    // Milestones are shares of the final amount; the last takes the rounding so they add up exactly.
    let left = finalPaise;
    input.milestones.forEach((milestone, position) => {
      const amount = position === input.milestones.length - 1 ? left : Math.round(finalPaise * milestone.share);
      left -= amount;
      this.rows.paymentMilestones.push({
        id: this.newId(),
        businessId,
        orderId: id,
        label: milestone.label,
        amountPaise: amount,
        dueDate: milestone.dueDate,
        status: milestone.paidAt ? 'Paid' : 'Pending',
        paidAt: milestone.paidAt ?? null,
        position,
      });
    });
    input.stages.forEach((stage, position) =>
      this.rows.orderPipelineStages.push({
        id: this.newId(),
        businessId,
        orderId: id,
        name: stage.name,
        status: stage.completedAt ? 'Completed' : (stage.status ?? 'Pending'),
        position,
        completedAt: stage.completedAt ?? null,
      }),
    );
    return id;
  }

  message(businessId: string, input: Omit<Insert<typeof t.messages>, 'id' | 'businessId'> & { createdAt: Date }): string {
    const id = this.newId();
    this.rows.messages.push({ id, businessId, ...input });
    return id;
  }

  /** Writes every collected row, parents before children, in batches; then forgets them. */
  async insert(db: Database): Promise<void> {
    const order: [keyof SiteBuilder['rows'], Parameters<Database['insert']>[0]][] = [
      ['businesses', t.businesses],
      ['owners', t.owners],
      ['pages', t.pages],
      ['pageSections', t.pageSections],
      ['fixedSections', t.fixedSections],
      ['catalogues', t.catalogues],
      ['categories', t.categories],
      ['dispatchPoints', t.dispatchPoints],
      ['products', t.products],
      ['productVariants', t.productVariants],
      ['servicePackages', t.servicePackages],
      ['productDispatchPoints', t.productDispatchPoints],
      ['paymentIntegrations', t.paymentIntegrations],
      ['installedWidgets', t.installedWidgets],
      ['customers', t.customers],
      ['carts', t.carts],
      ['cartItems', t.cartItems],
      ['orders', t.orders],
      ['orderLines', t.orderLines],
      ['paymentMilestones', t.paymentMilestones],
      ['orderPipelineStages', t.orderPipelineStages],
      ['messages', t.messages],
    ];
    for (const [key, table] of order) {
      const rows = this.rows[key] as Record<string, unknown>[];
      for (let i = 0; i < rows.length; i += 200) await db.insert(table).values(rows.slice(i, i + 200) as never);
      rows.length = 0;
    }
  }
}

/** How many SVGs are rendered at once: sharp works on its own threads, the seed only waits. */
const RENDER_CONCURRENCY = 4;
/** Bump when the renditions' encoding settings change, so the cache below is not reused. */
const RENDITION_VERSION = 1;
const RENDITION_CACHE = path.join(os.tmpdir(), `seed-renditions-${sharp.versions.sharp ?? ''}-${RENDITION_VERSION}`);

/** Every file name of the rendition whose main file is `name` (see responsiveImage), main first. */
function renditionNames(name: string): string[] {
  const image = responsiveImage(`/uploads/cache/${name}`);
  if (!image) throw new Error(`not a rendition name: ${name}`);
  const names = [image.src, ...`${image.webpSrcSet}, ${image.fallbackSrcSet}`.split(', ').map((c) => c.split(' ')[0] ?? '')].map((url) => url.slice('/uploads/cache/'.length));
  return [...new Set(names)];
}

/** A rendition from the cache when all of its files are there, else null. */
function cachedRendition(name: string, format: RasterFormat): ImageRendition | null {
  const files: RenderedFile[] = [];
  for (const file of renditionNames(name)) {
    try {
      files.push({ name: file, bytes: fs.readFileSync(path.join(RENDITION_CACHE, 'renditions', file)) });
    } catch {
      return null;
    }
  }
  const [hash = '', size = ''] = name.split('.')[0]?.split('-') ?? [];
  const [width = 0, height = 0] = size.split('x').map(Number);
  return { hash, width, height, format, files };
}

/**
 * Writes generated SVG artwork under UPLOADS_DIR/<subdomain>/ (the originals, kept) and answers the URL
 * of its raster rendition, which `render()` then makes with sharp: the main JPEG (or PNG) at the SVG's
 * own size and its WebP and JPEG/PNG width variants, named by the convention of
 * shared/src/contracts/image-variants.ts. The URL is known before rendering (the content hash of the SVG
 * and the size written on its root element), so the seed's rows are built without waiting.
 */
export class AssetWriter {
  written = 0;
  private readonly pending: { folder: string; svg: Buffer; format: RasterFormat; name: string }[] = [];

  constructor(
    private readonly uploadsDir: string | null,
    private readonly subdomain: string,
  ) {}

  /** `format`: 'png' for artwork with transparent parts or hard edges (a round logo, a QR code), else 'jpg'. */
  write(relativePath: string, content: string, format: RasterFormat = 'jpg'): string {
    const rel = `${this.subdomain}/${relativePath}`;
    const svg = Buffer.from(content);
    const size = /^<svg\b[^>]*?\swidth="(\d+)"[^>]*?\sheight="(\d+)"/.exec(content);
    if (!size) throw new Error(`${relativePath}: the SVG root needs a width and a height in pixels`);
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
    const name = responsiveImageName(hash, Number(size[1]), Number(size[2]), format);
    const folder = path.posix.dirname(rel);
    if (this.uploadsDir) {
      const file = path.join(this.uploadsDir, rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
      this.written += 1;
      this.pending.push({ folder, svg, format, name });
    }
    return `/uploads/${folder}/${name}`;
  }

  /**
   * Renders and stores the rasters of everything written so far. Renditions are also kept in a cache in
   * the system's temporary folder, keyed by content, format and sharp's version, so seeding again (a
   * reset, each test run's fresh database) copies files instead of encoding them again.
   */
  async render(): Promise<void> {
    if (!this.uploadsDir) return;
    const storage = localDiskStorage(this.uploadsDir);
    const cache = localDiskStorage(RENDITION_CACHE);
    const jobs = this.pending.splice(0);
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        let rendition = cachedRendition(job.name, job.format);
        if (!rendition) {
          rendition = await renderImageVariants(job.svg, { format: job.format });
          await storeRendition(cache, 'renditions', rendition).catch(() => undefined);
        }
        const key = await storeRendition(storage, job.folder, rendition);
        if (!key.endsWith(`/${job.name}`)) throw new Error(`rendered ${key}, expected ${job.name}`);
      }
    };
    await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  }
}
