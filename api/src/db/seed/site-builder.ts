import { eq } from 'drizzle-orm';
import { splitGst, supplyKind } from 'shared/rules';
import type { ChatWidgetSettings, ColorPalette, SectionValue } from '../../contracts';
import { issueInvoice } from '../../invoices/issue-invoice';
import type { Database } from '../client';
import { toPaise } from '../money';
import * as t from '../schema';
import { slugify, discountOf, stockStatusOf, type SectionInput, type CartLineInput, type OrderInput, type ProductInput } from './site-inputs';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

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

  /** An owner; seeded owners are confirmed, a signed-up one waits for its link (emailConfirmed false). */
  owner(
    businessId: string,
    input: { email: string; name: string; passwordHash: string } & Partial<Pick<Insert<typeof t.owners>, 'emailConfirmed' | 'confirmationTokenHash' | 'confirmationExpiresAt'>>,
  ): string {
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
    const from = this.rows.dispatchPoints.find((point) => point.id === input.dispatchPointId)?.state;
    const split = splitGst(gst, supplyKind(from, input.shipToAddress?.state));
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
      ...split,
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

  /**
   * Writes every collected row, parents before children, in batches; then forgets them. With
   * `invoicePaidOrders` (the seed), every order it wrote fully paid gets its GST tax invoice, as a
   * payment would have issued it, numbered in the order they were paid.
   */
  async insert(db: Database, { invoicePaidOrders = false } = {}): Promise<void> {
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
    const paid = invoicePaidOrders ? this.#paidOrders() : [];
    for (const [key, table] of order) {
      const rows = this.rows[key] as Record<string, unknown>[];
      for (let i = 0; i < rows.length; i += 200) await db.insert(table).values(rows.slice(i, i + 200) as never);
      rows.length = 0;
    }
    for (const { id, paidAt } of paid) {
      const [row] = await db.select().from(t.orders).where(eq(t.orders.id, id));
      if (row) await issueInvoice(db, row, paidAt);
    }
  }

  /** The orders whose every milestone is paid, with when the last was, oldest first. */
  #paidOrders(): { id: string; paidAt: Date }[] {
    return this.rows.orders
      .flatMap(({ id }) => {
        const milestones = this.rows.paymentMilestones.filter((m) => m.orderId === id);
        if (milestones.length === 0 || milestones.some((m) => !m.paidAt)) return [];
        const paidAt = new Date(Math.max(...milestones.map((m) => (m.paidAt as Date).getTime())));
        return [{ id, paidAt }];
      })
      .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  }
}
