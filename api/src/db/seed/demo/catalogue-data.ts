import type { Motif } from '../svg';

/** One item of the demo catalogue, described as its owner would; the seed fills in the rest. */
export interface DemoItem {
  name: string;
  price: number;
  sale?: number;
  tags: string[];
  description: string;
  featured?: boolean;
  flash?: boolean;
  /** Units on hand without variants (default: a seeded amount); null = untracked. */
  qty?: number | null;
  /** [name, stock, price?, sale?]; price defaults to the item's. */
  variants?: [string, number, number?, number?][];
  variantTitle?: string;
  button?: string;
  priceVisible?: boolean;
  shippable?: boolean;
  shippingCost?: number;
  weightKg?: number;
  slug?: string;
  draft?: boolean;
  noCategory?: boolean;
}

export interface DemoCategory {
  name: string;
  slug: string;
  hue: number;
  items: DemoItem[];
}

export interface DemoCatalogue {
  name: string;
  slug: string;
  description: string;
  hue: number;
  motif: Motif;
  /** GST rate for an item of this catalogue at this price. */
  taxRate: (price: number) => number;
  dispatch: ('blr' | 'kanchi' | 'jaipur' | 'kochi')[];
  weightKg: number;
  dimensionsCm: [number, number, number];
  categories: DemoCategory[];
}

const sizes = (stocks: [number, number, number, number]): [string, number][] => [
  ['S', stocks[0]],
  ['M', stocks[1]],
  ['L', stocks[2]],
  ['XL', stocks[3]],
];

/** Apparel GST: 5% up to ₹1,000, 12% above. */
const apparelGst = (price: number) => (price <= 1000 ? 5 : 12);

export const DEMO_CATALOGUES: DemoCatalogue[] = [
  {
    name: 'Sarees & Apparel',
    slug: 'sarees-apparel',
    description: 'Handwoven sarees, kurtas and dupattas straight from weaver clusters across India.',
    hue: 340,
    motif: 'mandala',
    taxRate: apparelGst,
    dispatch: ['kanchi', 'blr'],
    weightKg: 0.8,
    dimensionsCm: [35, 28, 6],
    categories: [
      {
        name: 'Silk Sarees',
        slug: 'silk-sarees',
        hue: 345,
        items: [
          { name: 'Kanjivaram Silk Saree – Temple Border', price: 18500, sale: 15900, featured: true, tags: ['silk', 'kanjivaram', 'wedding', 'zari'], variantTitle: 'Colour', variants: [['Maroon', 3], ['Bottle Green', 5], ['Mustard', 0]], description: 'Pure mulberry silk woven in Kanchipuram with a contrast temple border and real zari pallu. A wedding heirloom.' },
          { name: 'Banarasi Katan Silk Saree', price: 14200, featured: true, tags: ['silk', 'banarasi', 'zari', 'festive'], variantTitle: 'Colour', variants: [['Ruby Red', 4], ['Royal Blue', 2]], description: 'Katan silk from Varanasi with intricate kadhua booti work and a heavy brocade pallu.' },
          { name: 'Mysore Crepe Silk Saree', price: 9800, sale: 8900, qty: 12, tags: ['silk', 'mysore', 'office wear'], description: 'Lightweight crepe silk with a slim gold border, easy to drape for work and small functions.' },
          { name: 'Tussar Silk Saree with Madhubani Print', price: 7600, qty: 2, tags: ['tussar', 'handpainted', 'madhubani'], description: 'Natural tussar silk hand-painted by Madhubani artists with fish and lotus motifs.' },
          { name: 'Patola Double Ikat Silk Saree', price: 42000, qty: 1, priceVisible: false, button: 'Contact', tags: ['patola', 'ikat', 'heirloom'], description: 'A double ikat Patola from Patan, dyed thread by thread before weaving. Made to order; ask us for the price.' },
          { name: 'Soft Silk Saree – Pastel Checks', price: 3400, sale: 2790, flash: true, qty: 25, tags: ['soft silk', 'pastel', 'daily wear'], description: 'Soft art silk in pastel checks with a tiny zari border. Light, wrinkle resistant and easy care.' },
          { name: 'Upcoming: Paithani Silk Saree', price: 24000, draft: true, tags: ['paithani', 'silk'], description: 'Peacock-motif Paithani from Yeola, arriving for the wedding season.' },
        ],
      },
      {
        name: 'Cotton Sarees',
        slug: 'cotton-sarees',
        hue: 20,
        items: [
          { name: 'Chanderi Cotton Saree – Gold Buti', price: 3200, sale: 2650, featured: true, tags: ['chanderi', 'cotton', 'buti'], description: 'Sheer Chanderi cotton-silk with scattered gold butis, woven in Madhya Pradesh.' },
          { name: 'Jaipur Block Print Mulmul Saree', price: 1850, sale: 1490, flash: true, tags: ['block print', 'mulmul', 'cotton', 'jaipur'], description: 'Feather-soft mulmul cotton hand block printed with natural dyes in Sanganer.' },
          { name: 'Bengal Tant Cotton Saree', price: 1450, qty: 0, tags: ['tant', 'bengal', 'cotton'], description: 'Crisp tant cotton from Shantipur with a woven floral border. Back in stock soon.' },
          { name: 'Kota Doria Saree', price: 2100, tags: ['kota doria', 'summer', 'cotton'], description: 'Airy Kota Doria with its signature square check weave; made for Indian summers.' },
          { name: 'Ilkal Cotton Saree', price: 2400, sale: 1990, tags: ['ilkal', 'karnataka', 'cotton'], description: 'Ilkal saree from north Karnataka with the traditional tope teni pallu.' },
          { name: 'Mangalagiri Cotton Saree with Zari', price: 2750, tags: ['mangalagiri', 'cotton', 'zari'], description: 'Fine Mangalagiri cotton with a nizam zari border, from Andhra Pradesh.' },
        ],
      },
      {
        name: 'Kurtas & Kurtis',
        slug: 'kurtas-kurtis',
        hue: 220,
        items: [
          { name: 'Indigo Block Print Cotton Kurta', price: 1290, sale: 990, featured: true, tags: ['kurta', 'indigo', 'block print'], variantTitle: 'Size', variants: sizes([6, 9, 2, 0]), description: 'Straight-cut kurta in dabu indigo block print, with side pockets.' },
          { name: 'Chikankari Lucknowi Kurti', price: 2450, tags: ['chikankari', 'lucknowi', 'kurti', 'georgette'], variantTitle: 'Size', variants: sizes([3, 4, 5, 1]), description: 'Georgette kurti hand embroidered with shadow-work chikankari from Lucknow.' },
          { name: 'Khadi Nehru Jacket', price: 1890, tags: ['khadi', 'menswear', 'jacket'], variantTitle: 'Size', variants: sizes([5, 8, 8, 4]), description: 'Hand-spun khadi Nehru jacket with wooden buttons; layer it over any kurta.' },
          { name: "Men's Handloom Cotton Kurta", price: 1590, sale: 1350, tags: ['menswear', 'handloom', 'kurta'], variantTitle: 'Size', variants: sizes([7, 10, 6, 3]), description: 'Breathable handloom cotton kurta with a mandarin collar.' },
          { name: 'Ajrakh Print A-line Kurti', price: 1750, sale: 1390, flash: true, tags: ['ajrakh', 'kurti', 'natural dye'], variantTitle: 'Size', variants: sizes([2, 3, 3, 2]), description: 'A-line kurti in Ajrakh resist print from Kutch, dyed with indigo and madder.' },
          { name: 'Kalamkari Anarkali Kurta', price: 2990, tags: ['kalamkari', 'anarkali'], variantTitle: 'Size', variants: sizes([1, 2, 0, 0]), description: 'Flared anarkali in pen Kalamkari with a printed yoke.' },
          { name: "Kids' Cotton Kurta Pyjama Set", price: 990, tags: ['kids', 'festive', 'kurta'], variantTitle: 'Age', variants: [['2-3 Y', 6], ['4-5 Y', 8], ['6-7 Y', 5]], description: 'Soft cotton kurta and pyjama for little ones, ready for every festival.' },
        ],
      },
      {
        name: 'Dupattas & Stoles',
        slug: 'dupattas-stoles',
        hue: 290,
        items: [
          { name: 'Phulkari Embroidered Dupatta', price: 1650, tags: ['phulkari', 'punjab', 'dupatta'], description: 'Vibrant phulkari hand embroidery on a soft chiffon base.' },
          { name: 'Bandhani Silk Dupatta', price: 1350, sale: 1100, tags: ['bandhani', 'silk', 'dupatta'], description: 'Tie-dyed bandhani from Jamnagar on art silk.' },
          { name: 'Pashmina Blend Stole', price: 2800, featured: true, tags: ['pashmina', 'winter', 'stole'], description: 'Warm pashmina and silk blend stole with a sozni-style border.' },
          { name: 'Ikat Cotton Stole', price: 690, tags: ['ikat', 'cotton', 'stole'], description: 'Pochampally ikat cotton stole in geometric patterns.' },
          { name: 'Kalamkari Mulmul Dupatta', price: 890, sale: 749, tags: ['kalamkari', 'mulmul', 'dupatta'], description: 'Mulmul dupatta with hand-block Kalamkari florals.' },
        ],
      },
    ],
  },
  {
    name: 'Home Decor',
    slug: 'home-decor',
    description: 'Brass, clay, textiles and folk art to bring warmth to every corner of your home.',
    hue: 35,
    motif: 'diya',
    taxRate: () => 12,
    dispatch: ['blr'],
    weightKg: 1.5,
    dimensionsCm: [30, 30, 20],
    categories: [
      {
        name: 'Brass & Metal',
        slug: 'brass-metal',
        hue: 40,
        items: [
          { name: 'Brass Urli Bowl – 10 inch', price: 2400, sale: 1990, featured: true, tags: ['brass', 'urli', 'festive'], weightKg: 1.8, description: 'Hand-beaten brass urli for floating flowers and diyas at the entrance.' },
          { name: 'Brass Ganesha Idol', price: 3200, featured: true, tags: ['brass', 'idol', 'pooja'], weightKg: 2.2, description: 'Solid brass Ganesha cast by Moradabad artisans, 8 inches tall.' },
          { name: 'Copper Water Bottle – Hammered', price: 950, sale: 799, flash: true, tags: ['copper', 'bottle', 'wellness'], weightKg: 0.5, description: 'Leak-proof pure copper bottle with a hammered finish, 1 litre.' },
          { name: 'Bidriware Flower Vase', price: 4500, qty: 2, tags: ['bidri', 'vase', 'handcrafted'], description: 'Bidri vase from Bidar with silver inlay on blackened zinc alloy.' },
          { name: 'Brass Pooja Thali Set', price: 1850, tags: ['brass', 'pooja', 'thali'], description: 'Seven-piece brass pooja thali with diya, bell and kumkum holder.' },
          { name: 'Brass Wall Hanging – Peacock', price: 2650, tags: ['brass', 'wall art', 'peacock'], description: 'Peacock wall hanging in brass with tiny ghungroo bells.' },
        ],
      },
      {
        name: 'Lamps & Diyas',
        slug: 'lamps-diyas',
        hue: 25,
        items: [
          { name: 'Terracotta Diya Set of 12', price: 349, sale: 299, flash: true, featured: true, tags: ['terracotta', 'diya', 'diwali'], weightKg: 0.9, description: 'Hand-thrown terracotta diyas painted in festive colours.' },
          { name: 'Brass Hanging Bell Lamp', price: 2750, tags: ['brass', 'lamp', 'hanging'], description: 'Traditional hanging lamp with a bell chain for your pooja room.' },
          { name: 'Handpainted Clay Lantern', price: 890, tags: ['clay', 'lantern', 'tealight'], description: 'Clay lantern with cut-work that throws patterns of light.' },
          { name: 'Chettinad Brass Kuthu Vilakku', price: 5600, priceVisible: false, button: 'Chat', tags: ['brass', 'lamp', 'traditional'], weightKg: 3.5, description: 'Five-wick Kuthu Vilakku made in Nachiarkoil. Sizes and prices on request.' },
          { name: 'Moroccan Metal Tealight Holder', price: 650, sale: 520, tags: ['tealight', 'metal'], description: 'Set of two perforated metal tealight holders.' },
        ],
      },
      {
        name: 'Cushions & Throws',
        slug: 'cushions-throws',
        hue: 160,
        items: [
          { name: 'Kantha Stitch Cushion Cover (Set of 2)', price: 899, tags: ['kantha', 'cushion'], variantTitle: 'Colour', variants: [['Indigo', 7], ['Rust', 3], ['Mustard', 0]], description: 'Upcycled sari-silk cushion covers with running kantha stitch, 16 x 16 inch.' },
          { name: 'Ikat Cotton Throw Blanket', price: 2200, tags: ['ikat', 'throw', 'cotton'], description: 'Handwoven ikat throw for sofas and cool evenings.' },
          { name: 'Block Print Table Runner', price: 690, sale: 590, tags: ['block print', 'table runner'], description: 'Cotton table runner hand block printed in Bagru.' },
          { name: 'Jute Floor Rug – 4x6 ft', price: 3400, shippingCost: 150, weightKg: 4, tags: ['jute', 'rug'], description: 'Braided natural jute rug, sturdy and reversible.' },
          { name: 'Handwoven Dhurrie', price: 4800, shippingCost: 200, weightKg: 5, tags: ['dhurrie', 'rug', 'handwoven'], description: 'Flat-woven cotton dhurrie from Panipat in earthy stripes.' },
        ],
      },
      {
        name: 'Wall Art',
        slug: 'wall-art',
        hue: 200,
        items: [
          { name: 'Madhubani Painting – Tree of Life', price: 6500, button: 'Chat', tags: ['madhubani', 'painting', 'wall art'], description: 'Original Madhubani on handmade paper, 22 x 30 inch, signed by the artist.' },
          { name: 'Warli Art Wall Plate', price: 1290, tags: ['warli', 'wall art'], description: 'Hand-painted Warli village scene on a terracotta plate.' },
          { name: 'Pattachitra Scroll', price: 3800, qty: 1, tags: ['pattachitra', 'odisha', 'painting'], description: 'Pattachitra scroll from Raghurajpur depicting the Dashavatara.' },
          { name: 'Gond Art Canvas', price: 5200, sale: 4600, tags: ['gond', 'painting'], description: 'Gond painting of a deer under a mahua tree, acrylic on canvas.' },
        ],
      },
    ],
  },
  {
    name: 'Kitchen & Spices',
    slug: 'kitchen-spices',
    description: 'Single-origin spices, stone-ground masalas and traditional cookware.',
    hue: 10,
    motif: 'bowl',
    taxRate: () => 5,
    dispatch: ['kochi'],
    weightKg: 0.3,
    dimensionsCm: [15, 10, 8],
    categories: [
      {
        name: 'Whole Spices',
        slug: 'whole-spices',
        hue: 15,
        items: [
          { name: 'Kerala Green Cardamom', price: 320, featured: true, tags: ['cardamom', 'elaichi', 'kerala'], variantTitle: 'Pack', variants: [['100 g', 40, 320], ['250 g', 12, 760, 699], ['500 g', 3, 1450]], description: '8 mm bold green cardamom from the Idukki hills, packed fresh.' },
          { name: 'Malabar Black Pepper', price: 180, tags: ['pepper', 'kerala', 'kali mirch'], variantTitle: 'Pack', variants: [['100 g', 30, 180], ['250 g', 20, 420], ['500 g', 0, 800]], description: 'Tellicherry garbled extra bold pepper with a citrusy bite.' },
          { name: 'Kashmiri Saffron (Kesar) 1 g', price: 450, qty: 3, tags: ['saffron', 'kesar', 'kashmir'], description: 'Grade A mongra saffron from Pampore; deep colour and aroma.' },
          { name: 'Ceylon Cinnamon Sticks 100 g', price: 240, sale: 199, tags: ['cinnamon', 'dalchini'], description: 'True cinnamon quills, sweet and delicate.' },
          { name: 'Whole Spice Gift Box', price: 1499, sale: 1199, featured: true, tags: ['gift', 'spices'], description: 'Nine whole spices in a handmade mango-wood box: the perfect festive gift.' },
        ],
      },
      {
        name: 'Masala Blends',
        slug: 'masala-blends',
        hue: 0,
        items: [
          { name: 'Chettinad Masala', price: 160, tags: ['masala', 'chettinad'], variantTitle: 'Pack', variants: [['100 g', 25, 160], ['200 g', 10, 300]], description: 'Fiery Chettinad blend with kalpasi and marathi mokku.' },
          { name: 'Goda Masala', price: 190, tags: ['masala', 'maharashtrian'], description: 'Maharashtrian sweet-smoky masala for amti and masale bhaat.' },
          { name: 'Kolhapuri Misal Masala', price: 150, flash: true, tags: ['masala', 'kolhapuri', 'misal'], description: 'Bold red kolhapuri masala for the perfect misal pav.' },
          { name: 'Homemade Sambar Powder', price: 140, sale: 120, tags: ['sambar', 'south indian'], description: 'Roasted in small batches with byadgi chillies and curry leaves.' },
          { name: 'Garam Masala – Stone Ground', price: 180, tags: ['garam masala'], description: 'Stone-ground whole spices for a fragrant finish to every curry.' },
        ],
      },
      {
        name: 'Cookware',
        slug: 'cookware',
        hue: 190,
        items: [
          { name: 'Cast Iron Dosa Tawa – 12 inch', price: 1650, sale: 1390, shippingCost: 99, weightKg: 2.8, tags: ['cast iron', 'tawa', 'dosa'], description: 'Pre-seasoned cast iron tawa for crisp dosas; lasts generations.' },
          { name: 'Brass Kadai', price: 2890, weightKg: 1.6, tags: ['brass', 'kadai', 'cookware'], description: 'Tin-lined brass kadai (kalai) for slow-cooked curries.' },
          { name: 'Soapstone Kalchatti Pot', price: 1450, qty: 0, tags: ['soapstone', 'kalchatti'], description: 'Soapstone pot for sambar and kuzhambu that tastes of home.' },
          { name: 'Wooden Spice Box (Masala Dabba)', price: 1250, sale: 990, featured: true, tags: ['masala dabba', 'sheesham'], description: 'Sheesham wood masala dabba with seven bowls and a spoon.' },
          { name: 'Clay Cooking Pot (Handi)', price: 790, shippable: false, tags: ['clay', 'handi'], description: 'Unglazed clay handi, store pickup only (too fragile to ship).' },
        ],
      },
      {
        name: 'Tea & Coffee',
        slug: 'tea-coffee',
        hue: 120,
        items: [
          { name: 'Darjeeling First Flush Tea 100 g', price: 650, tags: ['darjeeling', 'tea'], description: 'Spring harvest from Castleton estate: floral and muscatel.' },
          { name: 'Assam CTC Tea 500 g', price: 320, sale: 279, tags: ['assam', 'tea', 'chai'], description: 'Strong Assam CTC for the perfect kadak chai.' },
          { name: 'Nilgiri Filter Coffee Powder', price: 260, tags: ['coffee', 'filter coffee', 'nilgiri'], variantTitle: 'Pack', variants: [['250 g', 18, 260], ['500 g', 9, 490]], description: '80:20 coffee and chicory blend, roasted in Coonoor.' },
          { name: 'Masala Chai Blend', price: 220, flash: true, tags: ['chai', 'masala tea'], description: 'Assam tea with cardamom, ginger, clove and cinnamon.' },
          { name: 'Kashmiri Kahwa', price: 380, tags: ['kahwa', 'green tea', 'saffron'], description: 'Green tea with saffron, almonds and cardamom.' },
          { name: 'Festive Gift Box', slug: 'festive-gift-box', price: 2499, sale: 1999, featured: true, noCategory: true, tags: ['gift', 'diwali', 'hamper'], description: 'Tea, spices and a brass diya in a gift box: our Diwali favourite.' },
        ],
      },
    ],
  },
];

/** Services with packages (prices per package); button Book unless given. */
export const DEMO_SERVICES: {
  category: string;
  name: string;
  description: string;
  tags: string[];
  button?: string;
  packages: { name: string; description: string; price: number; discountPercentage?: number; stock?: number | null }[];
}[] = [
  { category: 'tailoring', name: 'Saree Fall & Pico', description: 'Fall stitching and pico edging for any saree, with matching thread.', tags: ['tailoring', 'saree', 'fall pico'], packages: [{ name: 'Standard (3 days)', description: 'Ready in three working days', price: 150 }, { name: 'Express (same day)', description: 'Drop by noon, collect by 7 pm', price: 250 }] },
  { category: 'tailoring', name: 'Designer Blouse Stitching', description: 'Blouse stitching to your measurements by our master tailors.', tags: ['tailoring', 'blouse'], packages: [{ name: 'Simple', description: 'Round or boat neck, lined', price: 650 }, { name: 'Princess cut', description: 'Princess cut with padding', price: 950 }, { name: 'Bridal with embroidery', description: 'Aari embroidery on sleeves and back', price: 2500, discountPercentage: 10 }] },
  { category: 'workshops', name: 'Saree Draping for Weddings & Events', description: 'A professional draper at your home or venue, any style from Nivi to Madisar.', tags: ['draping', 'wedding'], packages: [{ name: 'Single drape', description: 'One person, one style', price: 1500 }, { name: 'Bride + 2 family members', description: 'Three drapes, pleats pre-set', price: 3800, discountPercentage: 5 }] },
  { category: 'workshops', name: 'Block Printing Workshop (2 hours)', description: 'Print your own stole with wooden blocks and natural dyes at our Bengaluru studio.', tags: ['workshop', 'block print'], packages: [{ name: 'Solo', description: 'One seat, one stole', price: 1200, stock: 12 }, { name: 'Couple', description: 'Two seats, two stoles', price: 2200, stock: 6 }, { name: 'Kids (8-14)', description: 'One seat, a tote bag to print', price: 800, stock: 8 }] },
  { category: 'workshops', name: 'Home Decor Styling Consultation', description: 'Our stylist helps you dress a room with Indian crafts, on a video call or at home.', tags: ['consultation', 'home decor'], button: 'Chat', packages: [{ name: 'Video call (45 min)', description: 'Mood board within 2 days', price: 999 }, { name: 'Home visit (Bengaluru)', description: 'Two-hour visit and shopping list', price: 2499, discountPercentage: 20 }] },
];
